import type { FastifyInstance } from 'fastify';
import { renderAccount } from '../entities/account';
import { renderRelationship } from '../entities/relationship';
import { ctx, pageParams, requireUser, setLink, type Core, type Ctx } from '../http/context';
import { unprocessable } from '../http/errors';
import { bool, int, str } from '../http/params';
import { pageIds } from '../store/paging';
import {
  authorizeRequest,
  block,
  follow,
  mute,
  removeFollow,
  removeFollowRequest,
  unblock,
  unmute,
} from '../store/relations';
import { findAccount, pathId } from './helpers';

function target(c: Ctx) {
  const me = requireUser(c);
  const other = findAccount(c, pathId(c));
  return { me, other };
}

export function registerRelations(app: FastifyInstance, core: Core): void {
  const rel = (c: Ctx, otherId: string) => renderRelationship(c.store, requireUser(c).id, otherId);

  app.post('/api/v1/accounts/:id/follow', async (req) => {
    const c = ctx(core, req);
    const { me, other } = target(c);
    if (me.id === other.id) throw unprocessable("Could not follow user: You can't follow yourself.");
    if (c.store.isBlocking(other.id, me.id))
      throw unprocessable('Could not follow user: You have been blocked by this user.');
    if (c.store.isBlocking(me.id, other.id)) throw unprocessable('Could not follow user: You are blocking this user.');
    const opts: { reblogs?: boolean; notify?: boolean } = {};
    const reblogs = bool(c.p, 'reblogs');
    const notify = bool(c.p, 'notify');
    if (reblogs !== undefined) opts.reblogs = reblogs;
    if (notify !== undefined) opts.notify = notify;
    follow(c.store, me.id, other.id, opts);
    return rel(c, other.id);
  });
  app.post('/api/v1/accounts/:id/unfollow', async (req) => {
    const c = ctx(core, req);
    const { me, other } = target(c);
    removeFollow(c.store, me.id, other.id);
    removeFollowRequest(c.store, me.id, other.id);
    return rel(c, other.id);
  });
  app.post('/api/v1/accounts/:id/remove_from_followers', async (req) => {
    const c = ctx(core, req);
    const { me, other } = target(c);
    removeFollow(c.store, other.id, me.id);
    return rel(c, other.id);
  });
  app.post('/api/v1/accounts/:id/block', async (req) => {
    const c = ctx(core, req);
    const { me, other } = target(c);
    if (me.id === other.id) throw unprocessable("You can't block yourself");
    block(c.store, me.id, other.id);
    return rel(c, other.id);
  });
  app.post('/api/v1/accounts/:id/unblock', async (req) => {
    const c = ctx(core, req);
    const { me, other } = target(c);
    unblock(c.store, me.id, other.id);
    return rel(c, other.id);
  });
  app.post('/api/v1/accounts/:id/mute', async (req) => {
    const c = ctx(core, req);
    const { me, other } = target(c);
    if (me.id === other.id) throw unprocessable("You can't mute yourself");
    mute(
      c.store,
      me.id,
      other.id,
      bool(c.p, 'notifications') ?? true,
      int(c.p, 'duration') ?? int(c.p, 'expires_in') ?? 0,
    );
    return rel(c, other.id);
  });
  app.post('/api/v1/accounts/:id/unmute', async (req) => {
    const c = ctx(core, req);
    const { me, other } = target(c);
    unmute(c.store, me.id, other.id);
    return rel(c, other.id);
  });
  app.post('/api/v1/accounts/:id/note', async (req) => {
    const c = ctx(core, req);
    const { me, other } = target(c);
    const comment = str(c.p, 'comment') ?? '';
    if (comment) c.store.s.notes.set(`${me.id}>${other.id}`, comment);
    else c.store.s.notes.delete(`${me.id}>${other.id}`);
    return rel(c, other.id);
  });
  for (const [path, notify] of [
    ['subscribe', true],
    ['unsubscribe', false],
  ] as const) {
    app.post(`/api/v1/pleroma/accounts/:id/${path}`, async (req) => {
      const c = ctx(core, req);
      const { me, other } = target(c);
      const f = c.store.s.follows.get(`${me.id}>${other.id}`);
      if (!f) throw unprocessable('You must follow this user to subscribe.');
      f.notify = notify;
      return rel(c, other.id);
    });
  }
  const bite = async (c: Ctx) => {
    const { me, other } = target(c);
    if (me.id === other.id) throw unprocessable("You can't bite yourself");
    if (c.store.isBlocking(other.id, me.id)) throw unprocessable("You can't bite this user");
    c.store.s.bites++;
    c.store.addNotification(other.id, 'bite', me.id);
    return {};
  };
  app.post('/api/v1/users/:id/bite', async (req) => bite(ctx(core, req)));
  app.post('/api/v1/bite', async (req) => bite(ctx(core, req)));

  app.get('/api/v1/mutes', async (req, reply) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const ids = [...(c.store.ix.mutesBy.get(me.id) ?? [])]
      .map((t) => c.store.s.mutes.get(`${me.id}>${t}`)?.id ?? '')
      .filter(Boolean)
      .sort((a, b) => Number(a) - Number(b));
    const page = pageIds([ids], pageParams(c.p, 40), () => true);
    setLink(req, reply, c.origin, page);
    return page
      .map((mid) => c.store.user((c.store.ix.muteIds.get(mid) ?? '').split('>')[1]))
      .filter((u) => u !== undefined)
      .map((u) => renderAccount(c.rc, u));
  });
  app.get('/api/v1/blocks', async (req, reply) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const ids = [...(c.store.ix.blocksBy.get(me.id) ?? [])]
      .map((t) => c.store.s.blocks.get(`${me.id}>${t}`)?.id ?? '')
      .filter(Boolean)
      .sort((a, b) => Number(a) - Number(b));
    const page = pageIds([ids], pageParams(c.p, 40), () => true);
    setLink(req, reply, c.origin, page);
    return page
      .map((bid) => c.store.user((c.store.ix.blockIds.get(bid) ?? '').split('>')[1]))
      .filter((u) => u !== undefined)
      .map((u) => renderAccount(c.rc, u));
  });
  app.get('/api/v1/domain_blocks', async (req) => {
    const c = ctx(core, req);
    return c.store.s.domainBlocks.get(requireUser(c).id) ?? [];
  });
  app.post('/api/v1/domain_blocks', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const domain = (str(c.p, 'domain') ?? '').trim().toLowerCase();
    if (!domain) throw unprocessable("domain can't be blank");
    const list = c.store.s.domainBlocks.get(me.id) ?? [];
    if (!list.includes(domain)) list.push(domain);
    c.store.s.domainBlocks.set(me.id, list);
    for (const fid of [...(c.store.ix.following.get(me.id) ?? [])])
      if (c.store.user(fid)?.domain === domain) removeFollow(c.store, me.id, fid);
    return {};
  });
  app.delete('/api/v1/domain_blocks', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const domain = (str(c.p, 'domain') ?? '').trim().toLowerCase();
    c.store.s.domainBlocks.set(
      me.id,
      (c.store.s.domainBlocks.get(me.id) ?? []).filter((d) => d !== domain),
    );
    return {};
  });

  app.get('/api/v1/follow_requests', async (req, reply) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const page = pageIds([c.store.ix.requestsOf.get(me.id) ?? []], pageParams(c.p, 40), () => true);
    setLink(req, reply, c.origin, page);
    return page
      .map((rid) => c.store.user((c.store.ix.requestIds.get(rid) ?? '').split('>')[0]))
      .filter((u) => u !== undefined)
      .map((u) => renderAccount(c.rc, u));
  });
  app.post('/api/v1/follow_requests/:id/authorize', async (req) => {
    const c = ctx(core, req);
    const { me, other } = target(c);
    authorizeRequest(c.store, other.id, me.id);
    return rel(c, other.id);
  });
  app.post('/api/v1/follow_requests/:id/reject', async (req) => {
    const c = ctx(core, req);
    const { me, other } = target(c);
    removeFollowRequest(c.store, other.id, me.id);
    return rel(c, other.id);
  });

  app.get('/api/v1/suggestions', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const limit = Math.min(int(c.p, 'limit') ?? 40, 80);
    return [...c.store.s.users.values()]
      .filter(
        (u) =>
          u.id !== me.id &&
          !u.deactivated &&
          u.discoverable &&
          !c.store.isFollowing(me.id, u.id) &&
          !c.store.isBlocking(me.id, u.id),
      )
      .sort((a, b) => (c.store.ix.followers.get(b.id)?.size ?? 0) - (c.store.ix.followers.get(a.id)?.size ?? 0))
      .slice(0, limit)
      .map((u) => renderAccount(c.rc, u));
  });
  app.get('/api/v2/suggestions', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    return [...c.store.s.users.values()]
      .filter((u) => u.id !== me.id && !u.deactivated && u.discoverable && !c.store.isFollowing(me.id, u.id))
      .slice(0, 40)
      .map((u) => ({ source: 'global', sources: ['featured'], account: renderAccount(c.rc, u) }));
  });
  app.delete('/api/v1/suggestions/:id', async () => ({}));
}
