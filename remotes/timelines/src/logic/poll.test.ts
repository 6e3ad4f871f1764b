import { canVote, optionPercent, showPollResults, toggleChoice, voteDisabled } from './poll';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const open = { voted: false, expired: false, expires_at: '2025-06-02T00:00:00Z' };

describe('poll vote rules (spec §4, §5)', () => {
  it('votes only signed in, not voted, not expired', () => {
    expect(canVote(open, true, NOW)).toBe(true);
    expect(canVote(open, false, NOW)).toBe(false);
    expect(canVote({ ...open, voted: true }, true, NOW)).toBe(false);
    expect(canVote({ ...open, expired: true }, true, NOW)).toBe(false);
    expect(canVote({ ...open, expires_at: '2025-06-01T11:59:59Z' }, true, NOW)).toBe(false);
  });
  it('shows results after voting, on expiry or to anonymous viewers', () => {
    expect(showPollResults(open, true, NOW)).toBe(false);
    expect(showPollResults({ ...open, voted: true }, true, NOW)).toBe(true);
    expect(showPollResults({ ...open, expires_at: '2025-01-01T00:00:00Z' }, true, NOW)).toBe(true);
    expect(showPollResults(open, false, NOW)).toBe(true);
  });
  it('disables the vote button while loading or with nothing chosen', () => {
    expect(voteDisabled(false, [])).toBe(true);
    expect(voteDisabled(true, [1])).toBe(true);
    expect(voteDisabled(false, [1])).toBe(false);
  });
  it('single choice keeps one pick; multiple toggles', () => {
    expect(toggleChoice([0], 2, false)).toEqual([2]);
    expect(toggleChoice([0], 2, true)).toEqual([0, 2]);
    expect(toggleChoice([0, 2], 0, true)).toEqual([2]);
  });
  it('computes percentages of votes (voters for multiple choice)', () => {
    expect(optionPercent({ votes_count: 4, multiple: false }, 1)).toBe(25);
    expect(optionPercent({ votes_count: 6, voters_count: 3, multiple: true }, 3)).toBe(100);
    expect(optionPercent({ votes_count: 0, multiple: false }, 0)).toBe(0);
  });
});
