import type { FastifyInstance } from 'fastify';
import { iso, isoOrNull } from '../entities/context';
import { renderAccount } from '../entities/account';
import { renderStatus } from '../entities/status';
import { ctx, requireUser, type Core } from '../http/context';
import { notFound, unprocessable } from '../http/errors';
import { bool, int, obj, str, strArray } from '../http/params';
import type { FilterRec } from '../store/types';
import { pathId } from './helpers';

function renderFilter(f: FilterRec) {
  return {
    id: f.id,
    phrase: f.phrase,
    context: f.context,
    whole_word: f.wholeWord,
    irreversible: f.irreversible,
    expires_at: isoOrNull(f.expiresAt),
  };
}

export function registerMisc(app: FastifyInstance, core: Core): void {
  app.get('/api/v1/filters', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    return [...c.store.s.filters.values()].filter((f) => f.userId === me.id).map(renderFilter);
  });
  app.post('/api/v1/filters', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const phrase = (str(c.p, 'phrase') ?? '').trim();
    const context = strArray(c.p, 'context');
    if (!phrase) throw unprocessable("phrase can't be blank");
    if (context.length === 0) throw unprocessable("context can't be blank");
    const exp = int(c.p, 'expires_in');
    const f: FilterRec = {
      id: c.store.seq('filter'),
      userId: me.id,
      phrase,
      context,
      wholeWord: bool(c.p, 'whole_word') ?? true,
      irreversible: bool(c.p, 'irreversible') ?? false,
      expiresAt: exp ? c.store.now() + exp * 1000 : null,
    };
    c.store.s.filters.set(f.id, f);
    c.store.emit({ type: 'filters_changed', userId: me.id });
    return renderFilter(f);
  });
  app.delete('/api/v1/filters/:id', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const f = c.store.s.filters.get(pathId(c));
    if (!f || f.userId !== me.id) throw notFound();
    c.store.s.filters.delete(f.id);
    c.store.emit({ type: 'filters_changed', userId: me.id });
    return {};
  });

  app.get('/api/v1/conversations', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const byConv = new Map<number, string>();
    for (const src of [c.store.ix.byAccount.get(me.id) ?? [], c.store.ix.mentionsOf.get(me.id) ?? []]) {
      for (const id of src) {
        const st = c.store.status(id);
        if (!st || st.visibility !== 'direct') continue;
        const prev = byConv.get(st.conversationId);
        if (!prev || prev < id) byConv.set(st.conversationId, id);
      }
    }
    return [...byConv.entries()]
      .sort((a, b) => (a[1] < b[1] ? 1 : -1))
      .slice(0, int(c.p, 'limit') ?? 20)
      .map(([conv, last]) => {
        const st = c.store.status(last);
        const people = new Set<string>([...(st?.mentionIds ?? []), st?.accountId ?? '']);
        people.delete(me.id);
        return {
          id: String(conv),
          unread: false,
          accounts: [...people]
            .map((id) => c.store.user(id))
            .filter((u) => u !== undefined)
            .map((u) => renderAccount(c.rc, u)),
          last_status: st ? renderStatus(c.rc, st) : null,
        };
      });
  });
  app.get('/api/v1/markers', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const notifs = c.store.ix.notifList.get(me.id) ?? [];
    const lastSeen = [...notifs].reverse().find((id) => c.store.s.notifications.get(id)?.seen) ?? '0';
    return { notifications: { last_read_id: lastSeen, version: 1, updated_at: iso(c.store.now()) } };
  });
  app.post('/api/v1/markers', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const n = obj(c.p, 'notifications');
    const last = str(n, 'last_read_id');
    if (last)
      for (const id of c.store.ix.notifList.get(me.id) ?? [])
        if (Number(id) <= Number(last)) {
          const rec = c.store.s.notifications.get(id);
          if (rec) rec.seen = true;
        }
    return { notifications: { last_read_id: last ?? '0', version: 1, updated_at: iso(c.store.now()) } };
  });
  app.get('/api/v1/scheduled_statuses', async (req) => {
    requireUser(ctx(core, req));
    return [];
  });
  app.get('/api/v1/endorsements', async () => []);
  app.get('/api/v1/featured_tags', async () => []);
  app.get('/api/v1/preferences', async (req) => {
    const u = requireUser(ctx(core, req));
    return {
      'posting:default:visibility': u.defaultScope,
      'posting:default:sensitive': u.defaultSensitive,
      'posting:default:language': u.language,
      'reading:expand:media': 'default',
      'reading:expand:spoilers': false,
    };
  });
}
