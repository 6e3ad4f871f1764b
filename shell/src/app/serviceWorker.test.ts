import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** shell/public/service-worker.js run against a fake worker scope. */
type Listener = (event: unknown) => void;

function loadWorker(windows: Array<{ url: string; focused: boolean; visibilityState: string; focus: jest.Mock }>) {
  const listeners: Record<string, Listener> = {};
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const opened: string[] = [];
  const self = {
    location: new URL('https://fedi.example/service-worker.js'),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }),
    },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
  };
  const clients = {
    matchAll: async () => windows,
    openWindow: async (url: string) => void opened.push(url),
  };
  const source = readFileSync(join(__dirname, '..', '..', 'public', 'service-worker.js'), 'utf8');
  new Function('self', 'clients', source)(self, clients);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners[type]?.({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
  return { listeners, shown, opened, dispatch };
}

const pushData = (value: unknown) => ({
  json: () => (typeof value === 'string' ? JSON.parse(value) : value),
  text: () => String(value),
});

describe('service worker', () => {
  test('handles push and notificationclick, and the offline start (install, activate, fetch, message)', () => {
    expect(Object.keys(loadWorker([]).listeners).sort()).toEqual([
      'activate',
      'fetch',
      'install',
      'message',
      'notificationclick',
      'push',
    ]);
  });

  test('a push shows the server’s title, body and icon, one notification per notification id', async () => {
    const worker = loadWorker([]);
    await worker.dispatch('push', {
      data: pushData({
        title: 'Bob mentioned you',
        body: 'hello',
        icon: 'https://fedi.example/a.png',
        notification_id: 7,
        notification_type: 'mention',
      }),
    });
    expect(worker.shown).toEqual([
      {
        title: 'Bob mentioned you',
        options: {
          body: 'hello',
          icon: 'https://fedi.example/a.png',
          tag: 'notification-7',
          data: { notificationId: 7, type: 'mention' },
        },
      },
    ]);
  });

  test('a push without JSON still shows something (the site as title, the text as body)', async () => {
    const worker = loadWorker([]);
    await worker.dispatch('push', { data: { json: () => JSON.parse('not json'), text: () => 'plain text' } });
    expect(worker.shown).toEqual([
      { title: 'fedi.example', options: { body: 'plain text', data: { notificationId: null, type: null } } },
    ]);
  });

  test('a click focuses an open window of the app, else opens the app', async () => {
    const other = { url: 'https://elsewhere.example/', focused: true, visibilityState: 'visible', focus: jest.fn() };
    const app = {
      url: 'https://fedi.example/main/friends',
      focused: false,
      visibilityState: 'hidden',
      focus: jest.fn(),
    };
    const close = jest.fn();
    const withWindow = loadWorker([other, app]);
    await withWindow.dispatch('notificationclick', { notification: { close } });
    expect(close).toHaveBeenCalled();
    expect(app.focus).toHaveBeenCalled();
    expect(other.focus).not.toHaveBeenCalled();
    expect(withWindow.opened).toEqual([]);

    const without = loadWorker([other]);
    await without.dispatch('notificationclick', { notification: { close } });
    expect(without.opened).toEqual(['/']);
  });
});
