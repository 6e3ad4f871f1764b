import { screen, waitFor } from '@testing-library/react';
import { detectCapabilities } from '../features/capabilities';
import { reloadPreferences, setPreferences } from '../preferences/store';
import { installFetchRouter } from '../../testing/fetchRouter';
import { renderInApp } from '../../testing/renderInApp';
import { useUnseenNotificationCount } from './context';
import { NotificationsProvider } from './live';

const akkoma = detectCapabilities({ nodeinfo: { software: { name: 'akkoma', version: '3.0' } } } as never);
const mastodon = detectCapabilities({});

function wire(id: number) {
  return {
    id: String(id),
    type: 'follow',
    created_at: '2025-01-01T00:00:00Z',
    account: {
      id: `a${id}`,
      acct: `a${id}`,
      username: `a${id}`,
      display_name: '',
      avatar: '',
      url: '',
      note: '',
      created_at: '2025-01-01T00:00:00Z',
      emojis: [],
      fields: [],
    },
    pleroma: { is_seen: false },
  };
}

function Count({ label }: { label: string }) {
  return <p>{`${label}: ${useUnseenNotificationCount()}`}</p>;
}

const sockets: string[] = [];
class RecordingSocket {
  readyState = 0;
  constructor(url: string) {
    sockets.push(url);
  }
  send() {}
  close() {}
  addEventListener() {}
}

beforeEach(() => {
  sockets.length = 0;
  Object.defineProperty(globalThis, 'WebSocket', { value: RecordingSocket, configurable: true, writable: true });
  localStorage.clear();
  reloadPreferences();
});

test('one source for every view: the bell and the page agree and the list is fetched once', async () => {
  const { calls } = installFetchRouter((call) => ({
    body: new URL(call.url).pathname === '/api/v1/notifications' ? [wire(2), wire(1)] : {},
  }));
  renderInApp(
    <NotificationsProvider>
      <Count label="bell" />
      <Count label="page" />
    </NotificationsProvider>,
    { capabilities: akkoma },
  );
  expect(await screen.findByText('bell: 2')).toBeTruthy();
  expect(screen.getByText('page: 2')).toBeTruthy();
  expect(calls.filter((call) => new URL(call.url).pathname === '/api/v1/notifications')).toHaveLength(1);
  // the server streams and the user has streaming on: the user's notification stream opens
  await waitFor(() => expect(sockets).toHaveLength(1));
  expect(sockets[0]).toContain('stream=user%3Anotification');
});

test('no socket when the user turned streaming off, or the server has none', async () => {
  installFetchRouter(() => ({ body: [] }));
  setPreferences({ streaming: false });
  const first = renderInApp(
    <NotificationsProvider>
      <Count label="bell" />
    </NotificationsProvider>,
    { capabilities: akkoma },
  );
  expect(await screen.findByText('bell: 0')).toBeTruthy();
  first.unmount();
  setPreferences({ streaming: true });
  renderInApp(
    <NotificationsProvider>
      <Count label="bell" />
    </NotificationsProvider>,
    { capabilities: { ...mastodon, streaming: false } },
  );
  expect(await screen.findByText('bell: 0')).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sockets).toEqual([]);
});

test('visitors: no source, count 0, nothing fetched', () => {
  const { calls } = installFetchRouter(() => ({ body: [] }));
  renderInApp(
    <NotificationsProvider>
      <Count label="bell" />
    </NotificationsProvider>,
    { capabilities: akkoma, userId: null },
  );
  expect(screen.getByText('bell: 0')).toBeTruthy();
  expect(calls).toEqual([]);
});
