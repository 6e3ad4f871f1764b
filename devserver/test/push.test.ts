import { createPublicKey } from 'node:crypto';
import type { StartedServer } from '../src/index';
import { boot, client, login, registerApp, type Client } from './helpers';

type J = Record<string, unknown>;
let s: StartedServer;
let bob: Client;
let bobOtherSession: Client;
beforeAll(async () => {
  s = await boot();
  bob = await login(s.url, 'bob');
  bobOtherSession = await login(s.url, 'bob');
});
afterAll(async () => {
  await s.stop();
});

const subscription = (endpoint: string) => ({ endpoint, keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'c2VjcmV0' } });
const SPEC_ALERTS = { follow: true, favourite: true, mention: true, reblog: true, move: true };

describe('web push subscription (/api/v1/push/subscription, as the client sends it)', () => {
  it('publishes one VAPID public key, a real P-256 point, in the instance and the app registration', async () => {
    const instance = await client(s.url).get<J>('/api/v1/instance');
    const key = String((instance.body.pleroma as J).vapid_public_key);
    const raw = Buffer.from(key, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
    // an uncompressed point the crypto library accepts as a prime256v1 key
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    };
    expect(createPublicKey({ key: jwk, format: 'jwk' }).asymmetricKeyType).toBe('ec');
    const app = (await registerApp(s.url)) as unknown as J;
    expect(app.vapid_key).toBe(key);
  });

  it('POST stores one subscription per token and answers the Mastodon shape with server_key; GET, PUT and DELETE act on it', async () => {
    const key = String(((await client(s.url).get<J>('/api/v1/instance')).body.pleroma as J).vapid_public_key);
    expect((await bob.get('/api/v1/push/subscription')).status).toBe(404);

    const created = await bob.send<J>('POST', '/api/v1/push/subscription', {
      subscription: subscription('https://push.example/one'),
      data: { alerts: SPEC_ALERTS },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      endpoint: 'https://push.example/one',
      alerts: SPEC_ALERTS,
      server_key: key,
      policy: 'all',
    });
    expect(typeof created.body.id).toBe('string');
    expect((await bob.get<J>('/api/v1/push/subscription')).body).toEqual(created.body);

    // another token of the same user has none of its own
    expect((await bobOtherSession.get('/api/v1/push/subscription')).status).toBe(404);

    // a second POST replaces the first
    const replaced = await bob.send<J>('POST', '/api/v1/push/subscription', {
      subscription: subscription('https://push.example/two'),
      data: { alerts: { mention: true } },
    });
    expect(replaced.body).toMatchObject({
      endpoint: 'https://push.example/two',
      alerts: { mention: true, follow: false, favourite: false },
    });
    expect((await bob.get<J>('/api/v1/push/subscription')).body.endpoint).toBe('https://push.example/two');

    // PUT changes only the data
    const updated = await bob.send<J>('PUT', '/api/v1/push/subscription', {
      subscription: subscription('https://elsewhere.example'),
      data: { alerts: { follow: true }, policy: 'followed' },
    });
    expect(updated.body).toMatchObject({
      id: replaced.body.id,
      endpoint: 'https://push.example/two',
      alerts: { mention: true, follow: true },
      policy: 'followed',
    });

    expect((await bob.send('DELETE', '/api/v1/push/subscription')).status).toBe(200);
    expect((await bob.get('/api/v1/push/subscription')).status).toBe(404);
    expect((await bob.send('PUT', '/api/v1/push/subscription', { data: { alerts: { follow: true } } })).status).toBe(
      404,
    );
  });

  it('refuses a subscription without endpoint or keys, and anonymous callers', async () => {
    expect(
      (await bob.send('POST', '/api/v1/push/subscription', { subscription: { keys: { p256dh: 'a', auth: 'b' } } }))
        .status,
    ).toBe(422);
    expect(
      (await bob.send('POST', '/api/v1/push/subscription', { subscription: { endpoint: 'https://push.example/x' } }))
        .status,
    ).toBe(422);
    const anonymous = client(s.url);
    expect(
      (
        await anonymous.send('POST', '/api/v1/push/subscription', {
          subscription: subscription('https://push.example/x'),
        })
      ).status,
    ).toBe(401);
    expect((await anonymous.send('DELETE', '/api/v1/push/subscription')).status).toBe(401);
  });
});
