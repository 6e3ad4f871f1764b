import type { WirePoll } from '../api_types/poll';
import { normalizeCustomEmoji, type CustomEmoji } from './emoji';

export interface PollOption {
  /** Plain text; `pollOptionHtml(poll, option)` gives it escaped with the custom emoji. */
  title: string;
  votes_count: number;
}

/** A poll on a status (spec §3). */
export interface Poll {
  id: string;
  options: PollOption[];
  multiple: boolean;
  voted: boolean;
  own_votes: number[];
  expired: boolean;
  expires_at?: string;
  votes_count: number;
  voters_count?: number;
  emojis: CustomEmoji[];
}

export function normalizePoll(wire: WirePoll): Poll {
  return {
    id: wire.id,
    options: wire.options.map((option) => ({
      title: option.title,
      votes_count: option.votes_count ?? 0,
    })),
    multiple: wire.multiple ?? false,
    voted: wire.voted ?? false,
    own_votes: wire.own_votes ?? [],
    expired: wire.expired ?? false,
    expires_at: wire.expires_at,
    votes_count: wire.votes_count ?? 0,
    voters_count: wire.voters_count,
    emojis: wire.emojis.map(normalizeCustomEmoji),
  };
}

/** True once the poll is closed: flagged by the server, or its end time has passed. */
export function isPollExpired(poll: Pick<Poll, 'expired' | 'expires_at'>, now: number = Date.now()): boolean {
  if (poll.expired) return true;
  if (!poll.expires_at) return false;
  const end = Date.parse(poll.expires_at);
  return Number.isFinite(end) && now >= end;
}
