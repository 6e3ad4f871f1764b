import type { FastifyInstance } from 'fastify';
import { VAPID_PUBLIC_KEY } from '../config';
import { ctx, requireUser, type Core, type Ctx } from '../http/context';
import { notFound, unprocessable } from '../http/errors';
import { bool, obj, str } from '../http/params';
import type { PushSubRec } from '../store/types';

/**
 * Web push subscriptions (Mastodon's `/api/v1/push/subscription`, as Akkoma serves it): one per access
 * token, answered as `{ id, endpoint, alerts, server_key, policy }`. The dev instance records them
 * and never sends a push (it keeps no VAPID private key).
 */
const NO_ALERTS: Record<string, boolean> = {
  follow: false,
  favourite: false,
  mention: false,
  reblog: false,
  poll: false,
  move: false,
  'pleroma:emoji_reaction': false,
};

function renderPush(s: PushSubRec) {
  return { id: s.id, endpoint: s.endpoint, alerts: s.alerts, server_key: VAPID_PUBLIC_KEY, policy: s.policy };
}

function pushFrom(c: Ctx, prev: PushSubRec | undefined, tokenId: string): PushSubRec {
  const sub = obj(c.p, 'subscription');
  const data = obj(c.p, 'data');
  const alertsIn = obj(data, 'alerts');
  const alerts: Record<string, boolean> = { ...(prev?.alerts ?? NO_ALERTS) };
  for (const k of Object.keys(alertsIn)) alerts[k] = bool(alertsIn, k) ?? false;
  const keysIn = obj(sub, 'keys');
  return {
    id: prev?.id ?? c.store.seq('push'),
    tokenId,
    endpoint: str(sub, 'endpoint') ?? prev?.endpoint ?? '',
    keys: {
      p256dh: str(keysIn, 'p256dh') ?? prev?.keys.p256dh ?? '',
      auth: str(keysIn, 'auth') ?? prev?.keys.auth ?? '',
    },
    alerts,
    policy: str(data, 'policy') ?? prev?.policy ?? 'all',
  };
}

function ownSubscription(c: Ctx): PushSubRec | undefined {
  return [...c.store.s.pushSubs.values()].find((x) => x.tokenId === c.token?.id);
}

export function registerPush(app: FastifyInstance, core: Core): void {
  app.get('/api/v1/push/subscription', async (req) => {
    const c = ctx(core, req);
    requireUser(c);
    const s = ownSubscription(c);
    if (!s) throw notFound('Record not found');
    return renderPush(s);
  });
  app.post('/api/v1/push/subscription', async (req) => {
    const c = ctx(core, req);
    requireUser(c);
    const s = pushFrom(c, undefined, c.token?.id ?? '');
    if (!s.endpoint) throw unprocessable('subscription endpoint is required');
    if (!s.keys.p256dh || !s.keys.auth) throw unprocessable('subscription keys are required');
    const prev = ownSubscription(c);
    if (prev) c.store.s.pushSubs.delete(prev.id);
    c.store.s.pushSubs.set(s.id, s);
    return renderPush(s);
  });
  app.put('/api/v1/push/subscription', async (req) => {
    const c = ctx(core, req);
    requireUser(c);
    const prev = ownSubscription(c);
    if (!prev) throw notFound('Record not found');
    // Only data (alerts, policy) can change; the endpoint and keys stay.
    const s = { ...pushFrom(c, prev, prev.tokenId), endpoint: prev.endpoint, keys: prev.keys };
    c.store.s.pushSubs.set(s.id, s);
    return renderPush(s);
  });
  app.delete('/api/v1/push/subscription', async (req) => {
    const c = ctx(core, req);
    requireUser(c);
    for (const [k, s] of c.store.s.pushSubs) if (s.tokenId === c.token?.id) c.store.s.pushSubs.delete(k);
    return {};
  });
}
