import type { AnnouncementRec, ListRec } from '../store/types';
import { iso, isoOrNull, withOrigin, type RenderCtx } from './context';
import { stripHtml } from '../content/html';
import { emojisIn } from '../content/format';
import { renderEmojis } from './emoji';
import { DAY } from '../time';

export function renderList(l: ListRec): Record<string, unknown> {
  return { id: l.id, title: l.title, replies_policy: l.repliesPolicy, exclusive: l.exclusive };
}

export function renderAnnouncement(ctx: RenderCtx, a: AnnouncementRec): Record<string, unknown> {
  const reads = ctx.viewerId ? (ctx.store.s.announcementReads.get(ctx.viewerId) ?? []) : [];
  const now = ctx.store.now();
  const inactive = (a.startsAt !== null && a.startsAt > now) || (a.endsAt !== null && a.endsAt < now);
  return {
    id: a.id,
    content: withOrigin(ctx, a.content),
    starts_at: isoOrNull(a.startsAt),
    ends_at: isoOrNull(a.endsAt),
    all_day: a.allDay,
    published_at: iso(a.publishedAt),
    updated_at: iso(a.updatedAt),
    read: reads.includes(a.id),
    inactive,
    mentions: [],
    statuses: [],
    tags: [],
    emojis: renderEmojis(ctx, emojisIn(ctx.store, a.content)),
    reactions: a.reactions.map((r) => ({
      name: r.name,
      count: r.accountIds.length,
      me: ctx.viewerId ? r.accountIds.includes(ctx.viewerId) : false,
    })),
    pleroma: { raw_content: stripHtml(a.content) },
  };
}

/** Tag entity with a 7-day usage history computed from the tag index (newest day first). */
export function renderTag(ctx: RenderCtx, name: string): Record<string, unknown> {
  const store = ctx.store;
  const ids = store.ix.byTag.get(name.toLowerCase()) ?? [];
  const now = store.now();
  const history: Array<{ day: string; uses: string; accounts: string }> = [];
  const dayStart = Math.floor(now / DAY) * DAY;
  const buckets = Array.from({ length: 7 }, () => ({ uses: 0, accounts: new Set<string>() }));
  for (let i = ids.length - 1; i >= 0 && i >= ids.length - 5000; i--) {
    const st = store.status(ids[i]);
    if (!st) continue;
    const d = Math.floor((dayStart + DAY - st.createdAt) / DAY);
    if (d >= 7) break;
    const b = buckets[Math.max(0, d)];
    if (b) {
      b.uses++;
      b.accounts.add(st.accountId);
    }
  }
  buckets.forEach((b, i) =>
    history.push({
      day: String(Math.floor((dayStart - i * DAY) / 1000)),
      uses: String(b.uses),
      accounts: String(b.accounts.size),
    }),
  );
  const following = ctx.viewerId ? (store.s.followedTags.get(ctx.viewerId) ?? []).includes(name.toLowerCase()) : false;
  return {
    name: name.toLowerCase(),
    url: `${ctx.origin}/tag/${encodeURIComponent(name.toLowerCase())}`,
    history,
    following,
  };
}
