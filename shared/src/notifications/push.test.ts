import {
  endWebPush,
  PUSH_ALERTS,
  registerWebPush,
  SERVICE_WORKER_URL,
  vapidKeyBytes,
  type PushRegistrationLike,
  type ServiceWorkerContainerLike,
} from './push';
import { countFollowRequests } from '../queries/followRequests';
import { setDesktopAlerts, desktopAlertsEnabled } from './desktopSetting';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** A fake pushManager: records subscribe() calls, holds one subscription once subscribed. */
function registration(
  existing: boolean,
  refuse?: Error,
): PushRegistrationLike & { subscribed: unknown[]; unsubscribed: number } {
  const fake = {
    subscribed: [] as unknown[],
    unsubscribed: 0,
    current: null as null | { endpoint: string; getKey(name: string): ArrayBuffer; unsubscribe(): Promise<boolean> },
    pushManager: {
      getSubscription: async () => fake.current,
      subscribe: async (options: unknown) => {
        fake.subscribed.push(options);
        if (refuse) throw refuse;
        fake.current = subscription;
        return subscription;
      },
    },
  };
  const subscription = {
    endpoint: 'https://push.example/abc',
    getKey: (name: string) => new TextEncoder().encode(name === 'auth' ? 'au' : 'pk').buffer,
    unsubscribe: async () => {
      fake.unsubscribed += 1;
      fake.current = null;
      return true;
    },
  };
  if (existing) fake.current = subscription;
  return fake;
}

function container(
  reg: PushRegistrationLike | undefined,
  registerError?: Error,
): ServiceWorkerContainerLike & { registered: unknown[] } {
  const registered: unknown[] = [];
  return {
    registered,
    register: async (url, options) => {
      registered.push([url, options]);
      if (registerError) throw registerError;
      return reg;
    },
    ready: reg ? Promise.resolve(reg) : new Promise(() => undefined),
    getRegistration: async () => reg,
  };
}

describe('web push', () => {
  test('registers the worker at the site root, subscribes with the VAPID key and posts the subscription with the spec alerts', async () => {
    const reg = registration(false);
    const sw = container(reg);
    const calls: unknown[] = [];
    const ok = await registerWebPush({
      push: {
        subscribe: async (params) =>
          (calls.push(params), { id: '1', endpoint: 'e', alerts: {}, server_key: KEY }) as never,
      },
      enabled: true,
      vapidPublicKey: KEY,
      serviceWorker: sw,
      log: () => undefined,
    });
    expect(ok).toBe(true);
    expect(sw.registered).toEqual([[SERVICE_WORKER_URL, { scope: '/' }]]);
    expect(SERVICE_WORKER_URL).toBe('/service-worker.js');
    expect(reg.subscribed).toEqual([{ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(KEY) }]);
    expect(vapidKeyBytes(KEY)).toHaveLength(65);
    expect(vapidKeyBytes(KEY)[0]).toBe(4);
    expect(calls).toEqual([
      {
        subscription: { endpoint: 'https://push.example/abc', keys: { p256dh: 'cGs', auth: 'YXU' } },
        data: { alerts: { follow: true, favourite: true, mention: true, reblog: true, move: true } },
      },
    ]);
    expect(PUSH_ALERTS).toEqual({ follow: true, favourite: true, mention: true, reblog: true, move: true });
  });

  test('an existing browser subscription is sent again, not replaced', async () => {
    const reg = registration(true);
    const calls: unknown[] = [];
    expect(
      await registerWebPush({
        push: { subscribe: async (params) => (calls.push(params), {}) as never },
        enabled: true,
        vapidPublicKey: KEY,
        serviceWorker: container(reg),
        log: () => undefined,
      }),
    ).toBe(true);
    expect(reg.subscribed).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  test("the user's alert choice is sent, and registering again with a new choice reuses the browser's subscription", async () => {
    const reg = registration(false);
    const calls: Array<{ data?: unknown }> = [];
    const push = { subscribe: async (params: { data?: unknown }) => (calls.push(params), {}) as never };
    const options = { push, enabled: true, vapidPublicKey: KEY, serviceWorker: container(reg), log: () => undefined };
    await registerWebPush({ ...options, alerts: { mention: true, favourite: false } });
    await registerWebPush({ ...options, alerts: { mention: false, favourite: true } });
    expect(reg.subscribed).toHaveLength(1);
    expect(calls.map((call) => call.data)).toEqual([
      { alerts: { mention: true, favourite: false } },
      { alerts: { mention: false, favourite: true } },
    ]);
  });

  test('every failure is only logged', async () => {
    const logs: string[] = [];
    const log = (message: string) => logs.push(message);
    const push = { subscribe: jest.fn(async () => Promise.reject(new Error('403'))) };
    const sw = container(registration(true));
    expect(await registerWebPush({ push, enabled: false, vapidPublicKey: KEY, serviceWorker: sw, log })).toBe(false);
    expect(await registerWebPush({ push, enabled: true, vapidPublicKey: null, serviceWorker: sw, log })).toBe(false);
    expect(await registerWebPush({ push, enabled: true, vapidPublicKey: KEY, serviceWorker: null, log })).toBe(false);
    expect(
      await registerWebPush({
        push,
        enabled: true,
        vapidPublicKey: KEY,
        serviceWorker: container(undefined, new Error('SecurityError')),
        log,
      }),
    ).toBe(false);
    expect(
      await registerWebPush({
        push,
        enabled: true,
        vapidPublicKey: KEY,
        serviceWorker: container(registration(false, new Error('AbortError'))),
        log,
      }),
    ).toBe(false);
    expect(await registerWebPush({ push, enabled: true, vapidPublicKey: KEY, serviceWorker: sw, log })).toBe(false);
    expect(logs).toEqual([
      'Web push: disabled in the configuration',
      'Web push: VAPID public key not found',
      'Web push: this browser has no service worker support',
      'Web push: the service worker could not be registered',
      'Web push: the browser refused the push subscription',
      'Web push: the server refused the subscription',
    ]);
    expect(push.subscribe).toHaveBeenCalledTimes(1);
  });

  test('ending it drops the browser subscription and deletes the server one; nothing is sent when it was never on', async () => {
    const reg = registration(true);
    const unsubscribe = jest.fn(async () => undefined);
    await endWebPush({ push: { unsubscribe }, serviceWorker: container(reg), wasEnabled: false, log: () => undefined });
    expect(reg.unsubscribed).toBe(1);
    expect(unsubscribe).toHaveBeenCalledTimes(1);

    // on, but the browser never got a subscription (no push service): the server is still told
    await endWebPush({
      push: { unsubscribe },
      serviceWorker: container(registration(false)),
      wasEnabled: true,
      log: () => undefined,
    });
    expect(unsubscribe).toHaveBeenCalledTimes(2);

    // never on: no request
    await endWebPush({
      push: { unsubscribe },
      serviceWorker: container(undefined),
      wasEnabled: false,
      log: () => undefined,
    });
    expect(unsubscribe).toHaveBeenCalledTimes(2);

    const logs: string[] = [];
    await endWebPush({
      push: { unsubscribe: async () => Promise.reject(new Error('500')) },
      serviceWorker: null,
      wasEnabled: true,
      log: (message) => logs.push(message),
    });
    expect(logs).toEqual(['Web push: the server did not drop the subscription']);
  });
});

describe('follow request count', () => {
  test('pages with max_id until a page without next', async () => {
    const pages = [
      { items: Array.from({ length: 80 }, () => ({})), next: '20' },
      { items: [{}, {}], next: undefined },
    ];
    const seen: unknown[] = [];
    const client = { followRequests: { list: async (params: unknown) => (seen.push(params), pages.shift()!) } };
    expect(await countFollowRequests(client as never)).toBe(82);
    expect(seen).toEqual([{ limit: 80 }, { limit: 80, max_id: '20' }]);
  });
});

describe('desktop notification setting', () => {
  test('asks permission when turned on; a refusal keeps it off', async () => {
    const api = { permission: 'default', requestPermission: jest.fn(async () => 'denied') } as never;
    expect(await setDesktopAlerts(true, api)).toBe('denied');
    expect(desktopAlertsEnabled()).toBe(false);
    const granting = { permission: 'default', requestPermission: jest.fn(async () => 'granted') } as never;
    expect(await setDesktopAlerts(true, granting)).toBe('on');
    expect(desktopAlertsEnabled()).toBe(true);
    expect(await setDesktopAlerts(false, granting)).toBe('off');
    expect(desktopAlertsEnabled()).toBe(false);
    expect(await setDesktopAlerts(true, null)).toBe('unsupported');
  });
});
