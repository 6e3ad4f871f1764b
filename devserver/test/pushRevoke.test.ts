import { issueToken } from '../src/instance/actions/auth';
import { revokeAccessToken } from '../src/instance/actions/pushSubscriptions';
import { seedState } from '../src/instance/seed';
import { Store } from '../src/instance/store/store';
import type { AppRec, PushSubRec } from '../src/instance/store/types';
import { boot, client, login, registerApp } from './helpers';

const app: AppRec = {
  id: 'app-1',
  name: 'jest',
  website: null,
  redirectUris: 'urn:ietf:wg:oauth:2.0:oob',
  scopes: 'read write push',
  clientId: 'cid',
  clientSecret: 'secret',
  createdAt: 0,
};

function sub(id: string, tokenId: string): PushSubRec {
  return {
    id,
    tokenId,
    endpoint: `https://push.example/${id}`,
    keys: { p256dh: 'p', auth: 'a' },
    alerts: { mention: true },
    policy: 'all',
  };
}

describe('revoking a token drops its web push subscription', () => {
  it('revokeAccessToken removes the token and only the subscription registered with it', () => {
    const store = new Store(seedState({ seed: 7, statuses: 0, now: Date.now() }));
    const bob = store.localUser('bob')!;
    const revoked = issueToken(store, app, bob.id, 'read push');
    const kept = issueToken(store, app, bob.id, 'read push');
    store.s.pushSubs.set('p1', sub('p1', revoked.id));
    store.s.pushSubs.set('p2', sub('p2', kept.id));
    expect(revokeAccessToken(store, revoked.token)).toBe(true);
    expect(store.s.tokens.has(revoked.token)).toBe(false);
    expect([...store.s.pushSubs.keys()]).toEqual(['p2']);
    expect(revokeAccessToken(store, 'unknown-token')).toBe(false);
    expect([...store.s.pushSubs.keys()]).toEqual(['p2']);
  });

  it('POST /oauth/revoke and DELETE /api/oauth_tokens/:id go through it (the token stops working, a new session has no subscription)', async () => {
    const s = await boot();
    try {
      const registered = await registerApp(s.url);
      const bob = await login(s.url, 'bob');
      const subscription = {
        endpoint: 'https://push.example/revoked',
        keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'c2VjcmV0' },
      };
      expect(
        (await bob.send('POST', '/api/v1/push/subscription', { subscription, data: { alerts: { mention: true } } }))
          .status,
      ).toBe(200);
      const revoke = await client(s.url).send(
        'POST',
        '/oauth/revoke',
        new URLSearchParams({
          client_id: registered.client_id,
          client_secret: registered.client_secret,
          token: bob.token ?? '',
        }),
      );
      expect(revoke.status).toBe(200);
      expect((await bob.get('/api/v1/push/subscription')).status).toBe(401);

      const first = await login(s.url, 'bob');
      const second = await login(s.url, 'bob');
      expect(
        (await second.send('POST', '/api/v1/push/subscription', { subscription, data: { alerts: { mention: true } } }))
          .status,
      ).toBe(200);
      const tokens = await first.get<Array<{ id: number }>>('/api/oauth_tokens');
      const secondId = Math.max(...tokens.body.map((t) => t.id));
      expect((await first.send('DELETE', `/api/oauth_tokens/${secondId}`)).status).toBe(201);
      expect((await second.get('/api/v1/push/subscription')).status).toBe(401);
      expect((await first.get('/api/v1/push/subscription')).status).toBe(404);
    } finally {
      await s.stop();
    }
  });
});
