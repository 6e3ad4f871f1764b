import type { FastifyInstance } from 'fastify';
import { renderAccount } from '../entities/account';
import { renderRelationship } from '../entities/relationship';
import { renderStatuses } from '../entities/status';
import { ctx, pageParams, requireUser, setLink, type Core } from '../http/context';
import { notFound } from '../http/errors';
import { bool, int, str, strArray } from '../http/params';
import { pageIds } from '../store/paging';
import { findAccount, pathId } from './helpers';
import { accountSearch } from './searchLogic';

export function registerAccounts(app: FastifyInstance, core: Core): void {
  app.get('/api/v1/accounts/verify_credentials', async (req) => {
    const c = ctx(core, req);
    const u = requireUser(c);
    return renderAccount(c.rc, u, { source: true });
  });

  app.get('/api/v1/accounts/relationships', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    return strArray(c.p, 'id')
      .filter((id) => c.store.user(id))
      .map((id) => renderRelationship(c.store, me.id, id));
  });

  app.get('/api/v1/accounts/lookup', async (req) => {
    const c = ctx(core, req);
    const acct = (str(c.p, 'acct') ?? '').replace(/^@/, '');
    const host = c.origin.replace(/^https?:\/\//, '');
    const u = c.store.userByAcct(acct.endsWith(`@${host}`) ? acct.slice(0, -host.length - 1) : acct);
    if (!u) throw notFound("Can't find user");
    return renderAccount(c.rc, u);
  });

  app.get('/api/v1/accounts/search', async (req) => {
    const c = ctx(core, req);
    const limit = Math.min(int(c.p, 'limit') ?? 40, 80);
    const following = bool(c.p, 'following') ?? false;
    return accountSearch(c, str(c.p, 'q') ?? '', { limit, offset: int(c.p, 'offset') ?? 0, following }).map((u) =>
      renderAccount(c.rc, u),
    );
  });

  app.get('/api/v1/accounts/:id', async (req) => {
    const c = ctx(core, req);
    const u = findAccount(c, pathId(c));
    if (u.deactivated && !c.user?.isAdmin && !c.user?.isModerator && c.user?.id !== u.id) {
      return {
        ...renderAccount(c.rc, u),
        pleroma: { ...(renderAccount(c.rc, u).pleroma as object), deactivated: true },
      };
    }
    return renderAccount(c.rc, u);
  });

  app.get('/api/v1/accounts/:id/statuses', async (req, reply) => {
    const c = ctx(core, req);
    const u = findAccount(c, pathId(c));
    const viewer = c.user?.id ?? null;
    if (viewer && c.store.isBlocking(u.id, viewer)) return [];
    const pinned = bool(c.p, 'pinned') ?? false;
    if (pinned) {
      const pins = (c.store.s.pins.get(u.id) ?? [])
        .map((p) => p.statusId)
        .filter((id) => {
          const st = c.store.status(id);
          return !!st && c.store.canView(viewer, st);
        });
      return renderStatuses(c.rc, pins.reverse());
    }
    const onlyMedia = bool(c.p, 'only_media') ?? false;
    const excludeReplies = bool(c.p, 'exclude_replies') ?? false;
    const excludeReblogs = bool(c.p, 'exclude_reblogs') ?? false;
    const tagged = str(c.p, 'tagged')?.toLowerCase();
    const ids = pageIds([c.store.ix.byAccount.get(u.id) ?? []], pageParams(c.p), (id) => {
      const st = c.store.status(id);
      if (!st || !c.store.canView(viewer, st)) return false;
      if (onlyMedia && (st.reblogOfId || st.mediaIds.length === 0)) return false;
      if (excludeReplies && st.inReplyToId && st.inReplyToAccountId !== u.id) return false;
      if (excludeReblogs && st.reblogOfId) return false;
      if (tagged && !st.tags.includes(tagged)) return false;
      return true;
    });
    setLink(req, reply, c.origin, ids);
    return renderStatuses(c.rc, ids);
  });

  for (const kind of ['followers', 'following'] as const) {
    app.get(`/api/v1/accounts/:id/${kind}`, async (req, reply) => {
      const c = ctx(core, req);
      const u = findAccount(c, pathId(c));
      const hidden = kind === 'followers' ? u.hideFollowers : u.hideFollows;
      if (hidden && c.user?.id !== u.id) return [];
      const list = (kind === 'followers' ? c.store.ix.followersList : c.store.ix.followingList).get(u.id) ?? [];
      const fids = pageIds([list], pageParams(c.p, 20, 80), (fid) => c.store.ix.followIds.has(fid));
      setLink(req, reply, c.origin, fids);
      return fids
        .map((fid) => {
          const key = c.store.ix.followIds.get(fid) ?? '';
          const [a, b] = key.split('>');
          return c.store.user(kind === 'followers' ? a : b);
        })
        .filter((x): x is NonNullable<typeof x> => x !== undefined && !x.deactivated)
        .map((x) => renderAccount(c.rc, x));
    });
  }

  app.get('/api/v1/accounts/:id/lists', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const id = pathId(c);
    return [...c.store.s.lists.values()]
      .filter((l) => l.ownerId === me.id && l.accountIds.includes(id))
      .map((l) => ({ id: l.id, title: l.title, replies_policy: l.repliesPolicy, exclusive: l.exclusive }));
  });

  app.get('/api/v1/pleroma/accounts/:id/favourites', async (req, reply) => {
    const c = ctx(core, req);
    const u = findAccount(c, pathId(c));
    if (u.hideFavorites && c.user?.id !== u.id) throw notFound("Can't get favorites");
    const fids = pageIds([c.store.ix.favList.get(u.id) ?? []], pageParams(c.p), (fid) => {
      const st = c.store.status(c.store.s.favourites.get(fid)?.statusId);
      return !!st && c.store.canView(c.user?.id ?? null, st);
    });
    setLink(req, reply, c.origin, fids);
    return renderStatuses(
      c.rc,
      fids.map((f) => c.store.s.favourites.get(f)?.statusId ?? ''),
    );
  });
}
