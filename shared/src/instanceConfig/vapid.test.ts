import mastodonInstanceV2 from '../__fixtures__/mastodon/instance-v2.json';
import { createApiClient } from '../api/client';
import {
  registerWebPush,
  vapidKeyBytes,
  type PushSubscriptionLike,
  type ServiceWorkerContainerLike,
} from '../notifications/push';
import { fetchRouter } from '../../testing/fetchRouter';
import { copy, fixtures } from '../test-helpers/fixtures';
import { deriveInstanceConfig, vapidPublicKeyOf } from './instanceConfig';
import { loadInstanceConfig } from './load';
import { accountApi } from '../accountApi';

const BASE = 'https://m.example';
const MASTODON_KEY = mastodonInstanceV2.configuration.vapid.public_key;

function clientAnswering(routes: Record<string, { status?: number; body?: unknown }>) {
  const fake = fetchRouter(
    (call) => routes[new URL(call.url).pathname] ?? { status: 404, body: { error: 'Record not found' } },
  );
  return { client: createApiClient({ baseUrl: BASE, fetch: fake.fetch }), calls: fake.calls };
}

const paths = (calls: { url: string }[]) => calls.map((call) => new URL(call.url).pathname).sort();

describe('the VAPID key wherever the instance gives it', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('reads Pleroma/Akkoma’s pleroma.vapid_public_key and Mastodon’s configuration.vapid.public_key', () => {
    const akkoma = copy(fixtures.akkoma.instance) as Parameters<typeof vapidPublicKeyOf>[0] & {
      pleroma?: { vapid_public_key?: string };
    };
    expect(akkoma?.pleroma?.vapid_public_key).toBeTruthy();
    expect(vapidPublicKeyOf(akkoma)).toBe(akkoma?.pleroma?.vapid_public_key);
    // vanilla Mastodon's v1 instance has urls but no key; v2 has it
    expect(vapidPublicKeyOf(fixtures.mastodon.instance)).toBeNull();
    expect(vapidPublicKeyOf(fixtures.mastodon.instance, mastodonInstanceV2)).toBe(MASTODON_KEY);
    expect(
      deriveInstanceConfig({ instance: fixtures.mastodon.instance, instanceV2: mastodonInstanceV2 }).vapidPublicKey,
    ).toBe(MASTODON_KEY);
    expect(deriveInstanceConfig({ instance: fixtures.mastodon.instance }).vapidPublicKey).toBeNull();
  });

  it('Mastodon: startup asks /api/v2/instance because v1 has no key, and the config carries the v2 key', async () => {
    const { client, calls } = clientAnswering({
      '/api/v1/instance': { body: fixtures.mastodon.instance },
      '/api/v2/instance': { body: mastodonInstanceV2 },
      '/nodeinfo/2.0.json': { body: fixtures.mastodon.nodeinfo },
    });
    const config = await loadInstanceConfig(client);
    expect(config.vapidPublicKey).toBe(MASTODON_KEY);
    expect(paths(calls)).toContain('/api/v2/instance');
  });

  it('Akkoma: the v1 key is used and /api/v2/instance is not asked', async () => {
    const { client, calls } = clientAnswering({
      '/api/v1/instance': { body: fixtures.akkoma.instance },
      '/nodeinfo/2.0.json': { body: fixtures.akkoma.nodeinfo },
    });
    const config = await loadInstanceConfig(client);
    expect(config.vapidPublicKey).toBe(
      (fixtures.akkoma.instance as { pleroma: { vapid_public_key: string } }).pleroma.vapid_public_key,
    );
    expect(paths(calls)).not.toContain('/api/v2/instance');
  });

  it('a failing /api/v2/instance is only logged: no key, the rest of the config loads', async () => {
    const { client } = clientAnswering({
      '/api/v1/instance': { body: fixtures.mastodon.instance },
      '/api/v2/instance': { status: 500, body: { error: 'boom' } },
    });
    const config = await loadInstanceConfig(client);
    expect(config.vapidPublicKey).toBeNull();
    expect(config.name).toBe('Mastodon Example');
    expect(warn.mock.calls.some(([message]) => message === 'Could not load instance (v2)')).toBe(true);
  });

  it('web push on Mastodon: the browser subscribes with the v2 key and the subscription is registered', async () => {
    const endpoint = 'https://push.example/send/abc';
    const subscription: PushSubscriptionLike = {
      endpoint,
      getKey: (name) => new Uint8Array(name === 'auth' ? [1, 2, 3] : [4, 5, 6]).buffer,
      unsubscribe: async () => true,
    };
    const subscribe = jest.fn(async () => subscription);
    const registration = { pushManager: { getSubscription: async () => null, subscribe } };
    const serviceWorker: ServiceWorkerContainerLike = {
      register: async () => undefined,
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    };
    const pushSubscribe = jest.fn(async () => ({}));
    const config = deriveInstanceConfig({ instance: fixtures.mastodon.instance, instanceV2: mastodonInstanceV2 });
    const ok = await registerWebPush({
      push: { subscribe: pushSubscribe } as never,
      enabled: true,
      vapidPublicKey: config.vapidPublicKey,
      serviceWorker,
      log: () => undefined,
    });
    expect(ok).toBe(true);
    const options = (subscribe.mock.calls as unknown as Array<[{ applicationServerKey: Uint8Array }]>)[0]![0];
    expect(Array.from(options.applicationServerKey)).toEqual(Array.from(vapidKeyBytes(MASTODON_KEY)));
    expect(options.applicationServerKey).toHaveLength(65);
    expect(pushSubscribe).toHaveBeenCalledWith(
      expect.objectContaining({ subscription: expect.objectContaining({ endpoint }) }),
    );
  });

  it('Mastodon before 4.3 (no key in either instance entity): the key of the app registration is used', async () => {
    const { client, calls } = clientAnswering({
      '/api/v1/instance': { body: fixtures.mastodon.instance },
      '/api/v2/instance': {
        body: {
          ...mastodonInstanceV2,
          version: '4.2.10',
          configuration: { ...mastodonInstanceV2.configuration, vapid: undefined },
        },
      },
      '/api/v1/apps/verify_credentials': { body: { name: 'Fedi', website: null, vapid_key: MASTODON_KEY } },
    });
    const config = await loadInstanceConfig(client);
    expect(config.vapidPublicKey).toBeNull();
    const subscribe = jest.fn(async () => ({
      endpoint: 'https://push.example/x',
      getKey: () => new Uint8Array([1]).buffer,
      unsubscribe: async () => true,
    }));
    const registration = { pushManager: { getSubscription: async () => null, subscribe } };
    const serviceWorker: ServiceWorkerContainerLike = {
      register: async () => undefined,
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    };
    const logged: string[] = [];
    const ok = await registerWebPush({
      push: { subscribe: async () => ({}) } as never,
      enabled: true,
      vapidPublicKey: config.vapidPublicKey,
      appVapidKey: async () => (await accountApi(client).push.verifyApp()).vapid_key,
      serviceWorker,
      log: (message, error) => logged.push(`${message} ${String(error ?? '')}`.trim()),
    });
    expect(logged).toEqual([]);
    expect(ok).toBe(true);
    expect(paths(calls)).toContain('/api/v1/apps/verify_credentials');
    const options = (subscribe.mock.calls as unknown as Array<[{ applicationServerKey: Uint8Array }]>)[0]![0];
    expect(Array.from(options.applicationServerKey)).toEqual(Array.from(vapidKeyBytes(MASTODON_KEY)));
    expect(logged).toEqual([]);

    // the app cannot be read either: only logged, no subscription
    const failing = clientAnswering({});
    const log: string[] = [];
    expect(
      await registerWebPush({
        push: { subscribe: async () => ({}) } as never,
        enabled: true,
        vapidPublicKey: null,
        appVapidKey: async () => (await accountApi(failing.client).push.verifyApp()).vapid_key,
        serviceWorker,
        log: (message) => log.push(message),
      }),
    ).toBe(false);
    expect(log).toEqual(['Web push: the app registration could not be read', 'Web push: VAPID public key not found']);
  });
});
