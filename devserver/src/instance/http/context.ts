import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderCtx } from '../entities/context';
import type { Store } from '../store/store';
import type { TokenRec, UserRec } from '../store/types';
import type { PageParams } from '../store/paging';
import { HttpError, forbidden, unauthorized } from './errors';
import { int, normalizeParams, str, type Params } from './params';

/** What route modules get from the instance: the current store (replaced on reset) and shared services. */
export interface Core {
  readonly store: Store;
  testControls: boolean;
}

export interface Ctx {
  store: Store;
  p: Params;
  token: TokenRec | null;
  user: UserRec | null;
  rc: RenderCtx;
  origin: string;
}

export function originOf(req: FastifyRequest): string {
  const host = req.headers.host ?? 'localhost';
  return `${req.protocol}://${host}`;
}

export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (h && /^bearer /i.test(h)) return h.slice(7).trim();
  const q = (req.query as Record<string, unknown> | undefined)?.access_token;
  return typeof q === 'string' ? q : null;
}

export function ctx(core: Core, req: FastifyRequest): Ctx {
  const store = core.store;
  const p = normalizeParams(req.query, req.body, req.params);
  const raw = bearer(req);
  const token = raw ? (store.s.tokens.get(raw) ?? null) : null;
  const valid = token && token.validUntil > store.now() ? token : null;
  const user = valid?.userId ? (store.user(valid.userId) ?? null) : null;
  const origin = originOf(req);
  return {
    store,
    p,
    token: valid,
    user,
    rc: { store, origin, viewerId: user?.id ?? null, accountMemo: new Map() },
    origin,
  };
}

export function requireUser(c: Ctx): UserRec {
  if (!c.user) throw unauthorized();
  if (c.user.deactivated) throw new HttpError(403, 'Your account is currently disabled');
  return c.user;
}

export function requireStaff(c: Ctx): UserRec {
  const u = requireUser(c);
  if (!u.isAdmin && !u.isModerator) throw forbidden('User is not a staff member.');
  return u;
}

export function requireAdmin(c: Ctx): UserRec {
  const u = requireUser(c);
  if (!u.isAdmin) throw forbidden('User is not an admin.');
  return u;
}

export function pageParams(p: Params, defLimit = 20, maxLimit = 80): PageParams {
  const limit = Math.min(Math.max(int(p, 'limit') ?? defLimit, 1), maxLimit);
  const out: PageParams = { limit };
  const max = str(p, 'max_id');
  const since = str(p, 'since_id');
  const min = str(p, 'min_id');
  const offset = int(p, 'offset');
  if (max) out.maxId = max;
  if (since) out.sinceId = since;
  if (min) out.minId = min;
  if (offset && offset > 0) out.offset = offset;
  return out;
}

/** Mastodon-style Link header: next = older (max_id of the last item), prev = newer (min_id of the first). */
export function setLink(req: FastifyRequest, reply: FastifyReply, origin: string, ids: readonly string[]): void {
  if (ids.length === 0) return;
  const url = new URL(req.url, origin);
  for (const k of ['max_id', 'min_id', 'since_id', 'offset']) url.searchParams.delete(k);
  const mk = (k: string, v: string) => {
    const u = new URL(url.toString());
    u.searchParams.set(k, v);
    return u.toString();
  };
  const next = mk('max_id', ids[ids.length - 1] as string);
  const prev = mk('min_id', ids[0] as string);
  reply.header('Link', `<${next}>; rel="next", <${prev}>; rel="prev"`);
}
