import type { WirePoll } from '../api_types/poll';
import { emojifyHtml } from '../sanitize/emoji';
import { escapeHtml } from '../utils/html';
import { normalizeCustomEmoji, type CustomEmoji } from './emoji';

export interface PollOption {
  title: string;
  title_html: string;
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
  const emojis = wire.emojis.map(normalizeCustomEmoji);
  return {
    id: wire.id,
    options: wire.options.map((option) => ({
      title: option.title,
      title_html: emojifyHtml(escapeHtml(option.title), emojis),
      votes_count: option.votes_count ?? 0,
    })),
    multiple: wire.multiple ?? false,
    voted: wire.voted ?? false,
    own_votes: wire.own_votes ?? [],
    expired: wire.expired ?? false,
    expires_at: wire.expires_at,
    votes_count: wire.votes_count ?? 0,
    voters_count: wire.voters_count,
    emojis,
  };
}

/** True once the poll is closed: flagged by the server, or its end time has passed. */
export function isPollExpired(poll: Pick<Poll, 'expired' | 'expires_at'>, now: number = Date.now()): boolean {
  if (poll.expired) return true;
  if (!poll.expires_at) return false;
  const end = Date.parse(poll.expires_at);
  return Number.isFinite(end) && now >= end;
}
