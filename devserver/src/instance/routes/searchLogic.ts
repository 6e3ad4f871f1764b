import type { Ctx } from '../http/context';
import type { UserRec } from '../store/types';

/** Account search over username, acct and display name; prefix matches rank first. */
export function accountSearch(c: Ctx, q: string, o: { limit: number; offset: number; following: boolean }): UserRec[] {
  const query = q.trim().replace(/^@/, '').toLowerCase();
  if (!query) return [];
  const me = c.user?.id;
  const scored: Array<{ u: UserRec; score: number }> = [];
  for (const u of c.store.s.users.values()) {
    if (u.deactivated) continue;
    if (o.following && me && !c.store.isFollowing(me, u.id)) continue;
    const acct = c.store.acct(u).toLowerCase();
    const name = u.displayName.toLowerCase();
    let score = -1;
    if (acct === query) score = 100;
    else if (u.username.toLowerCase().startsWith(query)) score = 50;
    else if (acct.startsWith(query)) score = 40;
    else if (name.startsWith(query)) score = 30;
    else if (acct.includes(query) || name.includes(query)) score = 10;
    if (score >= 0) scored.push({ u, score: score + (u.domain ? 0 : 5) });
  }
  scored.sort((a, b) => b.score - a.score || a.u.username.localeCompare(b.u.username));
  return scored.slice(o.offset, o.offset + o.limit).map((s) => s.u);
}
