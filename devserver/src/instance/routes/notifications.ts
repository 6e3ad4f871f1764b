import type { FastifyInstance } from 'fastify';
import { renderNotification } from '../entities/notification';
import { ctx, pageParams, requireUser, setLink, type Core } from '../http/context';
import { notFound } from '../http/errors';
import { str, strArray } from '../http/params';
import { pageIds } from '../store/paging';
import { pathId } from './helpers';
import { idCmp } from '../ids';

export function registerNotifications(app: FastifyInstance, core: Core): void {
  app.get('/api/v1/notifications', async (req, reply) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const types = [...strArray(c.p, 'types'), ...strArray(c.p, 'include_types')];
    // Pleroma lists chat mentions only when asked for (they are not among its default types).
    const exclude = [...strArray(c.p, 'exclude_types'), ...(types.length ? [] : ['pleroma:chat_mention'])];
    const accountId = str(c.p, 'account_id');
    const ids = pageIds([c.store.ix.notifList.get(me.id) ?? []], pageParams(c.p, 20, 80), (id) => {
      const n = c.store.s.notifications.get(id);
      if (!n) return false;
      if (types.length && !types.includes(n.type)) return false;
      if (exclude.includes(n.type)) return false;
      if (accountId && n.accountId !== accountId) return false;
      if (n.statusId) {
        const st = c.store.status(n.statusId);
        if (!st || !c.store.canView(me.id, st)) return false;
      }
      return !!c.store.user(n.accountId);
    });
    setLink(req, reply, c.origin, ids);
    return ids
      .map((id) => c.store.s.notifications.get(id))
      .filter((n) => n !== undefined)
      .map((n) => renderNotification(c.rc, n))
      .filter(Boolean);
  });
  app.get('/api/v1/notifications/unread_count', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    return {
      count: (c.store.ix.notifList.get(me.id) ?? []).filter((id) => c.store.s.notifications.get(id)?.seen === false)
        .length,
    };
  });
  app.get('/api/v1/notifications/:id', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const n = c.store.s.notifications.get(pathId(c));
    if (!n || n.userId !== me.id) throw notFound();
    return renderNotification(c.rc, n);
  });
  app.post('/api/v1/notifications/:id/dismiss', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const n = c.store.s.notifications.get(pathId(c));
    if (!n || n.userId !== me.id) throw notFound();
    c.store.removeNotification(n.id);
    return {};
  });
  app.post('/api/v1/notifications/dismiss', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const n = c.store.s.notifications.get(str(c.p, 'id') ?? '');
    if (!n || n.userId !== me.id) throw notFound();
    c.store.removeNotification(n.id);
    return {};
  });
  app.post('/api/v1/notifications/clear', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    for (const id of [...(c.store.ix.notifList.get(me.id) ?? [])]) c.store.removeNotification(id);
    return {};
  });
  app.post('/api/v1/pleroma/notifications/read', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const id = str(c.p, 'id');
    const maxId = str(c.p, 'max_id');
    const list = c.store.ix.notifList.get(me.id) ?? [];
    const touched = list.filter((nid) => (id ? nid === id : maxId ? idCmp(nid, maxId) <= 0 : false));
    for (const nid of touched) {
      const n = c.store.s.notifications.get(nid);
      if (n) n.seen = true;
    }
    const out = touched
      .map((nid) => c.store.s.notifications.get(nid))
      .filter((n) => n !== undefined)
      .map((n) => renderNotification(c.rc, n))
      .filter(Boolean);
    return id ? (out[0] ?? {}) : out;
  });
}
