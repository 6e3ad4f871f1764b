import { PUSH_ALERTS, registerWebPush, vapidKeyBytes, type PushRegistrationLike } from './push';
import { countFollowRequests } from './followRequestCount';
import { setDesktopAlerts, desktopAlertsEnabled } from './desktopSetting';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function registration(existing: boolean): PushRegistrationLike & { subscribed: unknown[] } {
  const subscription = { endpoint: 'https://push.example/abc', getKey: (name: string) => new TextEncoder().encode(name === 'auth' ? 'au' : 'pk').buffer };
  const subscribed: unknown[] = [];
  return {
    subscribed,
    pushManager: {
      getSubscription: async () => (existing ? subscription : null),
      subscribe: async (options) => {
        subscribed.push(options);
        return subscription;
      },
    },
  };
}

describe('web push', () => {
  test('subscribes with the VAPID key and posts the subscription with the spec alerts', async () => {
    const reg = registration(false);
    const calls: unknown[] = [];
    const ok = await registerWebPush({
      push: { subscribe: async (params) => (calls.push(params), { id: '1', endpoint: 'e', alerts: {}, server_key: KEY }) as never },
      enabled: true,
      vapidPublicKey: KEY,
      serviceWorker: { getRegistration: async () => reg },
      log: () => undefined,
    });
    expect(ok).toBe(true);
    expect(reg.subscribed).toEqual([{ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(KEY) }]);
    expect(vapidKeyBytes(KEY)).toHaveLength(65);
    expect(calls).toEqual([{ subscription: { endpoint: 'https://push.example/abc', keys: { p256dh: 'cGs', auth: 'YXU' } }, data: { alerts: PUSH_ALERTS } }]);
  });

  test('every failure is only logged', async () => {
    const logs: string[] = [];
    const log = (message: string) => logs.push(message);
    const push = { subscribe: jest.fn(async () => Promise.reject(new Error('403'))) };
    const sw = { getRegistration: async () => registration(true) };
    expect(await registerWebPush({ push, enabled: false, vapidPublicKey: KEY, serviceWorker: sw, log })).toBe(false);
    expect(await registerWebPush({ push, enabled: true, vapidPublicKey: null, serviceWorker: sw, log })).toBe(false);
    expect(await registerWebPush({ push, enabled: true, vapidPublicKey: KEY, serviceWorker: null, log })).toBe(false);
    expect(await registerWebPush({ push, enabled: true, vapidPublicKey: KEY, serviceWorker: { getRegistration: async () => undefined }, log })).toBe(false);
    expect(await registerWebPush({ push, enabled: true, vapidPublicKey: KEY, serviceWorker: sw, log })).toBe(false);
    expect(logs).toEqual([
      'Web push: disabled in the instance configuration',
      'Web push: VAPID public key not found',
      'Web push: this browser has no service worker support',
      'Web push: no service worker is registered for this page',
      'Web push: subscription failed',
    ]);
    expect(push.subscribe).toHaveBeenCalledTimes(1);
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
