import type { FastifyInstance } from 'fastify';
import { renderAccount } from '../entities/account';
import { renderList } from '../entities/misc';
import { ctx, requireUser, type Core, type Ctx } from '../http/context';
import { notFound, unprocessable } from '../http/errors';
import { bool, str, strArray } from '../http/params';
import type { ListRec } from '../store/types';
import { pathId } from './helpers';
import { renderTag } from '../entities/misc';

function ownList(c: Ctx): ListRec {
  const me = requireUser(c);
  const l = c.store.s.lists.get(pathId(c));
  if (!l || l.ownerId !== me.id) throw notFound('Record not found');
  return l;
}

export function registerLists(app: FastifyInstance, core: Core): void {
  app.get('/api/v1/lists', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    return [...c.store.s.lists.values()].filter((l) => l.ownerId === me.id).map(renderList);
  });
  app.post('/api/v1/lists', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const title = (str(c.p, 'title') ?? '').trim();
    if (!title) throw unprocessable("title can't be blank");
    const id = c.store.seq('list');
    const l: ListRec = {
      id,
      ownerId: me.id,
      title,
      accountIds: [],
      repliesPolicy: str(c.p, 'replies_policy') ?? 'list',
      exclusive: bool(c.p, 'exclusive') ?? false,
    };
    c.store.s.lists.set(id, l);
    return renderList(l);
  });
  app.get('/api/v1/lists/:id', async (req) => renderList(ownList(ctx(core, req))));
  app.put('/api/v1/lists/:id', async (req) => {
    const c = ctx(core, req);
    const l = ownList(c);
    const title = str(c.p, 'title');
    if (title !== undefined) {
      if (!title.trim()) throw unprocessable("title can't be blank");
      l.title = title.trim();
    }
    const rp = str(c.p, 'replies_policy');
    if (rp) l.repliesPolicy = rp;
    const ex = bool(c.p, 'exclusive');
    if (ex !== undefined) l.exclusive = ex;
    return renderList(l);
  });
  app.delete('/api/v1/lists/:id', async (req) => {
    const c = ctx(core, req);
    const l = ownList(c);
    c.store.s.lists.delete(l.id);
    return {};
  });
  app.get('/api/v1/lists/:id/accounts', async (req) => {
    const c = ctx(core, req);
    const l = ownList(c);
    return l.accountIds
      .map((id) => c.store.user(id))
      .filter((u) => u !== undefined)
      .map((u) => renderAccount(c.rc, u));
  });
  app.post('/api/v1/lists/:id/accounts', async (req) => {
    const c = ctx(core, req);
    const l = ownList(c);
    for (const id of strArray(c.p, 'account_ids')) {
      if (!c.store.user(id)) throw notFound('Account not found');
      if (!l.accountIds.includes(id)) l.accountIds.push(id);
    }
    return {};
  });
  app.delete('/api/v1/lists/:id/accounts', async (req) => {
    const c = ctx(core, req);
    const l = ownList(c);
    const ids = strArray(c.p, 'account_ids');
    l.accountIds = l.accountIds.filter((a) => !ids.includes(a));
    return {};
  });

  app.get('/api/v1/tags/:tag', async (req) => {
    const c = ctx(core, req);
    return renderTag(c.rc, pathId(c, 'tag'));
  });
  app.post('/api/v1/tags/:tag/follow', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const tag = pathId(c, 'tag').toLowerCase();
    const list = c.store.s.followedTags.get(me.id) ?? [];
    if (!list.includes(tag)) list.push(tag);
    c.store.s.followedTags.set(me.id, list);
    return renderTag(c.rc, tag);
  });
  app.post('/api/v1/tags/:tag/unfollow', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const tag = pathId(c, 'tag').toLowerCase();
    c.store.s.followedTags.set(
      me.id,
      (c.store.s.followedTags.get(me.id) ?? []).filter((t) => t !== tag),
    );
    return renderTag(c.rc, tag);
  });
  app.get('/api/v1/followed_tags', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    return (c.store.s.followedTags.get(me.id) ?? []).map((t) => renderTag(c.rc, t));
  });
  app.get('/api/v1/trends', async (req) => trending(ctx(core, req)));
  app.get('/api/v1/trends/tags', async (req) => trending(ctx(core, req)));
}

function trending(c: Ctx) {
  const counts = [...c.store.ix.byTag.entries()]
    .map(([t, ids]) => [t, ids.length] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10);
  return counts.map(([t]) => renderTag(c.rc, t));
}
