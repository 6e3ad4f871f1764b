import { isPollExpired, type Poll } from '@fedi/shared';

/** Spec §4 Poll: vote while signed in, not voted and not expired. */
export function canVote(
  poll: Pick<Poll, 'voted' | 'expired' | 'expires_at'>,
  signedIn: boolean,
  now = Date.now(),
): boolean {
  return signedIn && !poll.voted && !isPollExpired(poll, now);
}

/** Results show after voting, on expiry, or for anonymous viewers. */
export function showPollResults(
  poll: Pick<Poll, 'voted' | 'expired' | 'expires_at'>,
  signedIn: boolean,
  now = Date.now(),
): boolean {
  return poll.voted || isPollExpired(poll, now) || !signedIn;
}

/** The vote button is disabled while loading or when nothing is chosen. */
export const voteDisabled = (loading: boolean, choices: readonly number[]) => loading || choices.length === 0;

/** Toggle a choice: single-choice polls keep only the last pick. */
export function toggleChoice(choices: readonly number[], index: number, multiple: boolean): number[] {
  if (!multiple) return [index];
  return choices.includes(index)
    ? choices.filter((choice) => choice !== index)
    : [...choices, index].sort((a, b) => a - b);
}

/** Percentage of one option (of votes, or of voters for multiple-choice polls when known). */
export function optionPercent(poll: Pick<Poll, 'votes_count' | 'voters_count' | 'multiple'>, votes: number): number {
  const total = poll.multiple && poll.voters_count ? poll.voters_count : poll.votes_count;
  return total > 0 ? Math.round((votes / total) * 100) : 0;
}
