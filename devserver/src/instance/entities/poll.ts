import type { PollRec } from '../store/types';
import { isoOrNull, type RenderCtx } from './context';
import { renderEmojis } from './emoji';
import { emojisIn } from '../content/format';

export function pollExpired(ctx: RenderCtx, p: PollRec): boolean {
  return p.expiresAt !== null && p.expiresAt <= ctx.store.now();
}

export function renderPoll(ctx: RenderCtx, p: PollRec): Record<string, unknown> {
  const counts = p.options.map(() => 0);
  let votesCount = 0;
  const voters = Object.keys(p.votes);
  for (const v of voters) {
    for (const c of p.votes[v] ?? []) {
      counts[c] = (counts[c] ?? 0) + 1;
      votesCount++;
    }
  }
  const own = ctx.viewerId ? p.votes[ctx.viewerId] : undefined;
  const status = ctx.store.status(p.statusId);
  const voted = ctx.viewerId ? !!own || status?.accountId === ctx.viewerId : false;
  return {
    id: p.id,
    expires_at: isoOrNull(p.expiresAt),
    expired: pollExpired(ctx, p),
    multiple: p.multiple,
    votes_count: votesCount,
    voters_count: voters.length,
    voted,
    own_votes: own ?? [],
    options: p.options.map((title, i) => ({ title, votes_count: counts[i] ?? 0 })),
    emojis: renderEmojis(ctx, emojisIn(ctx.store, p.options.join(' '))),
    pleroma: { non_anonymous: false },
  };
}
