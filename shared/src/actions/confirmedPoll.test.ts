import type { Poll } from '../models/poll';
import { confirmedPoll, votedPoll } from './actions';

const poll = (votes: number[], overrides: Partial<Poll> = {}): Poll => ({
  id: 'p1',
  expires_at: undefined,
  expired: false,
  multiple: false,
  votes_count: votes.reduce((a, b) => a + b, 0),
  voted: false,
  own_votes: [],
  options: votes.map((count, index) => ({ title: `option ${index}`, votes_count: count })),
  emojis: [],
  ...overrides,
});

describe('confirmedPoll', () => {
  it('keeps the local vote when the answer has not counted it yet (snac)', () => {
    const local = votedPoll(poll([2, 0]), [1]);
    const answer = poll([2, 0], { voted: true, id: 'p1-later' });
    const merged = confirmedPoll(local, answer);
    expect(merged.options.map((option) => option.votes_count)).toEqual([2, 1]);
    expect(merged.votes_count).toBe(3);
    expect(merged.voted).toBe(true);
    expect(merged.own_votes).toEqual([1]);
    expect(merged.id).toBe('p1-later');
  });

  it('takes the answer’s larger counts and own votes', () => {
    const merged = confirmedPoll(votedPoll(poll([0, 0]), [0]), poll([5, 4], { voted: true, own_votes: [0] }));
    expect(merged.options.map((option) => option.votes_count)).toEqual([5, 4]);
    expect(merged.votes_count).toBe(9);
  });

  it('takes the answer as is when the options changed (an edited poll starts again)', () => {
    const answer = poll([0, 0, 0]);
    expect(confirmedPoll(poll([3, 3]), answer)).toBe(answer);
    const renamed = {
      ...poll([0, 0]),
      options: [
        { title: 'new', votes_count: 0 },
        { title: 'option 1', votes_count: 0 },
      ],
    };
    expect(confirmedPoll(poll([3, 3]), renamed)).toBe(renamed);
  });
});
