import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderStatuses } from '../entities/status';
import { ctx, pageParams, requireUser, setLink, type Core, type Ctx } from '../http/context';
import { notFound } from '../http/errors';
import { bool, str, strArray } from '../http/params';
import { pageIds } from '../store/paging';
import type { StatusRec } from '../store/types';
import { pathId } from './helpers';

interface Filters {
  onlyMedia: boolean;
  withMuted: boolean;
  replyVisibility: string | undefined;
  excludeVis: string[];
}

function filters(c: Ctx): Filters {
  return {
    onlyMedia: bool(c.p, 'only_media') ?? false,
    withMuted: bool(c.p, 'with_muted') ?? false,
    replyVisibility: str(c.p, 'reply_visibility'),
    excludeVis: strArray(c.p, 'exclude_visibilities'),
  };
}

/** Common per-status checks shared by every timeline. */
function common(c: Ctx, f: Filters, st: StatusRec): boolean {
  const store = c.store;
  const viewer = c.user?.id ?? null;
  if (!(f.withMuted ? store.canView(viewer, st) : store.visibleInTimeline(viewer, st))) return false;
  const base = st.reblogOfId ? store.status(st.reblogOfId) : st;
  if (!base) return false;
  if (f.onlyMedia && base.mediaIds.length === 0) return false;
  if (f.excludeVis.includes(base.visibility)) return false;
  if (viewer && !f.withMuted && store.threadMuted(viewer, base)) return false;
  if (viewer && f.replyVisibility && base.inReplyToAccountId && base.inReplyToAccountId !== base.accountId) {
    if (f.replyVisibility === 'self' && base.accountId !== viewer && base.inReplyToAccountId !== viewer) return false;
    if (
      f.replyVisibility === 'following' &&
      base.inReplyToAccountId !== viewer &&
      !store.isFollowing(viewer, base.inReplyToAccountId) &&
      base.accountId !== viewer
    )
      return false;
  }
  return true;
}

function respond(c: Ctx, req: FastifyRequest, reply: FastifyReply, ids: string[]) {
  setLink(req, reply, c.origin, ids);
  return renderStatuses(c.rc, ids);
}

export function registerTimelines(app: FastifyInstance, core: Core): void {
  app.get('/api/v1/timelines/home', async (req, reply) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const store = c.store;
    const f = filters(c);
    const followed = [...(store.ix.following.get(me.id) ?? [])];
    const tags = store.s.followedTags.get(me.id) ?? [];
    const sources = [
      store.ix.byAccount.get(me.id) ?? [],
      ...followed.map((id) => store.ix.byAccount.get(id) ?? []),
      ...tags.map((t) => store.ix.byTag.get(t) ?? []),
    ];
    const ids = pageIds(sources, pageParams(c.p, 20, 40), (id) => {
      const st = store.status(id);
      if (!st || !common(c, f, st)) return false;
      const fromFollowed = st.accountId === me.id || store.isFollowing(me.id, st.accountId);
      if (!fromFollowed) return st.visibility === 'public' && !st.reblogOfId;
      if (st.reblogOfId) {
        const fr = store.s.follows.get(`${me.id}>${st.accountId}`);
        if (fr && !fr.reblogs) return false;
        const orig = store.status(st.reblogOfId);
        if (orig && orig.accountId === me.id && st.accountId !== me.id) return true;
      }
      if (
        st.inReplyToAccountId &&
        st.inReplyToAccountId !== st.accountId &&
        st.inReplyToAccountId !== me.id &&
        !store.isFollowing(me.id, st.inReplyToAccountId) &&
        st.accountId !== me.id
      )
        return false;
      return true;
    });
    return respond(c, req, reply, ids);
  });

  const publicTl = (kind: 'public' | 'bubble') => async (req: FastifyRequest, reply: FastifyReply) => {
    const c = ctx(core, req);
    const store = c.store;
    const f = filters(c);
    const local = bool(c.p, 'local') ?? false;
    const remote = bool(c.p, 'remote') ?? false;
    const instance = str(c.p, 'instance');
    const source = kind === 'bubble' ? store.ix.bubble : local ? store.ix.publicLocal : store.ix.publicAll;
    const ids = pageIds([source], pageParams(c.p, 20, 40), (id) => {
      const st = store.status(id);
      if (!st || !common(c, f, st)) return false;
      if (st.visibility === 'local' && !c.user) return false;
      if (remote || instance) {
        const a = store.user(st.accountId);
        if (!a?.domain) return false;
        if (instance && a.domain !== instance) return false;
      }
      return true;
    });
    return respond(c, req, reply, ids);
  };
  app.get('/api/v1/timelines/public', publicTl('public'));
  app.get('/api/v1/timelines/bubble', publicTl('bubble'));

  app.get('/api/v1/timelines/direct', async (req, reply) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const f = filters(c);
    const ids = pageIds(
      [c.store.ix.byAccount.get(me.id) ?? [], c.store.ix.mentionsOf.get(me.id) ?? []],
      pageParams(c.p, 20, 40),
      (id) => {
        const st = c.store.status(id);
        return !!st && st.visibility === 'direct' && common(c, f, st);
      },
    );
    return respond(c, req, reply, ids);
  });

  app.get('/api/v1/timelines/list/:id', async (req, reply) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const list = c.store.s.lists.get(pathId(c));
    if (!list || list.ownerId !== me.id) throw notFound('Record not found');
    const f = filters(c);
    const members = new Set(list.accountIds);
    const ids = pageIds(
      list.accountIds.map((a) => c.store.ix.byAccount.get(a) ?? []),
      pageParams(c.p, 20, 40),
      (id) => {
        const st = c.store.status(id);
        if (!st || !common(c, f, st)) return false;
        if (st.inReplyToAccountId && st.inReplyToAccountId !== st.accountId) {
          if (list.repliesPolicy === 'none') return false;
          if (list.repliesPolicy === 'list' && !members.has(st.inReplyToAccountId) && st.inReplyToAccountId !== me.id)
            return false;
        }
        return true;
      },
    );
    return respond(c, req, reply, ids);
  });

  app.get('/api/v1/timelines/tag/:tag', async (req, reply) => {
    const c = ctx(core, req);
    const tag = pathId(c, 'tag').toLowerCase();
    const any = strArray(c.p, 'any').map((t) => t.toLowerCase());
    const all = strArray(c.p, 'all').map((t) => t.toLowerCase());
    const none = strArray(c.p, 'none').map((t) => t.toLowerCase());
    const local = bool(c.p, 'local') ?? false;
    const f = filters(c);
    const sources = [tag, ...any].map((t) => c.store.ix.byTag.get(t) ?? []);
    const ids = pageIds(sources, pageParams(c.p, 20, 40), (id) => {
      const st = c.store.status(id);
      if (!st || st.reblogOfId || !common(c, f, st)) return false;
      if (st.visibility !== 'public' && st.visibility !== 'local') return false;
      if (st.visibility === 'local' && !c.user) return false;
      if (local && c.store.user(st.accountId)?.domain) return false;
      if (all.some((t) => !st.tags.includes(t))) return false;
      if (none.some((t) => st.tags.includes(t))) return false;
      return true;
    });
    return respond(c, req, reply, ids);
  });

  app.get('/api/v1/favourites', async (req, reply) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const fids = pageIds([c.store.ix.favList.get(me.id) ?? []], pageParams(c.p, 20, 40), (fid) => {
      const st = c.store.status(c.store.s.favourites.get(fid)?.statusId);
      return !!st && c.store.canView(me.id, st);
    });
    setLink(req, reply, c.origin, fids);
    return renderStatuses(
      c.rc,
      fids.map((fid) => c.store.s.favourites.get(fid)?.statusId ?? ''),
    );
  });

  app.get('/api/v1/bookmarks', async (req, reply) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const bids = pageIds([c.store.ix.bookmarkList.get(me.id) ?? []], pageParams(c.p, 20, 40), (bid) => {
      const st = c.store.status(c.store.s.bookmarks.get(bid)?.statusId);
      return !!st && c.store.canView(me.id, st);
    });
    setLink(req, reply, c.origin, bids);
    return renderStatuses(
      c.rc,
      bids.map((bid) => c.store.s.bookmarks.get(bid)?.statusId ?? ''),
    );
  });
}
