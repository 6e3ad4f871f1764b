import type { Ctx } from '../http/context';
import { notFound } from '../http/errors';
import type { StatusRec, UserRec } from '../store/types';

/** Resolves an account by id (or acct as a fallback), 404 when missing. */
export function findAccount(c: Ctx, id: string | undefined): UserRec {
  const u = id ? (c.store.user(id) ?? c.store.userByAcct(id)) : undefined;
  if (!u) throw notFound("Can't find user");
  return u;
}

/** Resolves a status the viewer may see, 404 otherwise (as Mastodon does for hidden ones). */
export function findStatus(c: Ctx, id: string | undefined): StatusRec {
  const st = id ? c.store.status(id) : undefined;
  if (!st || !c.store.canView(c.user?.id ?? null, st)) throw notFound('Record not found');
  return st;
}

export function pathId(c: Ctx, key = 'id'): string {
  const v = c.p[key];
  return typeof v === 'string' ? v : '';
}
