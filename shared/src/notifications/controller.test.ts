import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { NotificationsParams } from '../api/params/notifications';
import type { Page } from '../api/paging';
import { entityKeys } from '../cache/keys';
import { normalizeNotifications, type Notification } from '../models/notification';
import { StreamingClient } from '../streaming/client';
import type { WebSocketConstructor } from '../streaming/types';
import { copy, fixtures } from '../test-helpers/fixtures';
import { NotificationsController } from './controller';
import { visibleNotificationTypes } from './filter';
import { unseenCount, visibleNotificationIds } from './state';
import { DEFAULT_PREFERENCES } from '../preferences/defaults';
import { FakeSocket } from '../test-helpers/fakeSocket';

const favourite = fixtures.akkoma.notifications.find((n) => n.type === 'favourite')!;
const followRequest = fixtures.akkoma.notifications.find((n) => n.type === 'follow_request')!;

/** A wire notification with this numeric id, type and seen flag (Pleroma is_seen). */
function wire(
  id: number,
  { type = 'mention', seen = false }: { type?: string; seen?: boolean } = {},
): Record<string, unknown> {
  const base = copy(type === 'follow' || type === 'follow_request' ? followRequest : favourite) as Record<
    string,
    unknown
  >;
  return { ...base, id: String(id), type, pleroma: { is_seen: seen } };
}

/** Notifications newest first by id, paged like the server (limit 20, max_id, since_id). */
class FakeServer {
  readonly items: Array<Record<string, unknown>> = [];
  readonly requests: NotificationsParams[] = [];
  readonly reads: Array<{ max_id?: string; id?: string }> = [];
  readonly markers: string[] = [];
  failNext = false;
  add(...items: Array<Record<string, unknown>>) {
    this.items.push(...items);
  }
  client(): ApiClient {
    const list = async (params: NotificationsParams = {}): Promise<Page<Notification>> => {
      this.requests.push(params);
      if (this.failNext) {
        this.failNext = false;
        throw new Error('boom');
      }
      const num = (id: string | undefined) => (id === undefined ? undefined : Number(id));
      const max = num(params.max_id);
      const since = num(params.since_id);
      const picked = this.items
        .filter(
          (item) => (max === undefined || Number(item.id) < max) && (since === undefined || Number(item.id) > since),
        )
        .sort((a, b) => Number(b.id) - Number(a.id))
        .slice(0, params.limit ?? 20);
      const items = normalizeNotifications(picked);
      return { items, ...(items.length ? { prev: items[0]!.id, next: items[items.length - 1]!.id } : {}) };
    };
    return {
      notifications: {
        list,
        markRead: async (params: { max_id?: string; id?: string }) => {
          this.reads.push(params);
          for (const item of this.items)
            if (params.max_id && Number(item.id) <= Number(params.max_id)) item.pleroma = { is_seen: true };
        },
        saveMarker: async (_timeline: string, id: string) => {
          this.markers.push(id);
        },
        markers: async () => ({ notifications: { last_read_id: '5', version: 1, updated_at: '' } }),
      },
    } as unknown as ApiClient;
  }
}

function setup({ stream = false, readMarker = 'pleroma' as 'pleroma' | 'markers' } = {}) {
  FakeSocket.instances = [];
  const server = new FakeServer();
  const queryClient = new QueryClient();
  const streaming = stream
    ? new StreamingClient({
        baseUrl: 'https://server.test',
        getToken: () => 'T',
        stream: 'user:notification',
        WebSocket: FakeSocket as unknown as WebSocketConstructor,
        pollingIntervalMs: 20_000,
      })
    : null;
  const controller = new NotificationsController({
    queryClient,
    client: server.client(),
    readMarker,
    stream: streaming,
  });
  const fresh: Notification[][] = [];
  controller.on('new', (items) => fresh.push(items));
  return { server, queryClient, controller, fresh };
}

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

afterEach(() => jest.useRealTimers());

describe('NotificationsController', () => {
  test('first load: 30 seen plus all unseen, a second page when the first had too few seen ones', async () => {
    const { server, controller } = setup();
    // ids 1..60: 10 newest unseen, the rest seen
    for (let id = 1; id <= 60; id += 1) server.add(wire(id, { seen: id <= 50 }));
    await controller.start();
    expect(server.requests).toEqual([{}, { max_id: '41' }]);
    const visible = visibleNotificationIds(controller.state);
    expect(visible).toHaveLength(40);
    expect(visible[0]).toBe('60');
    expect(visible.at(-1)).toBe('21');
    expect(unseenCount(controller.state)).toBe(10);
    controller.stop();
  });

  test('show more: 20 more seen, then an older page; an empty page bottoms out', async () => {
    const { server, controller } = setup();
    for (let id = 1; id <= 45; id += 1) server.add(wire(id, { seen: true }));
    await controller.start();
    expect(visibleNotificationIds(controller.state)).toHaveLength(30);
    await controller.showMore();
    expect(server.requests.at(-1)).toEqual({ max_id: '6' });
    expect(visibleNotificationIds(controller.state)).toHaveLength(45);
    await controller.showMore();
    expect(server.requests.at(-1)).toEqual({ max_id: '1' });
    expect(controller.state.bottomedOut).toBe(true);
    const count = server.requests.length;
    await controller.showMore();
    expect(server.requests).toHaveLength(count);
    controller.stop();
  });

  test('mark all read: everything seen at once and max_id sent (Pleroma)', async () => {
    const { server, controller } = setup();
    server.add(wire(7), wire(9), wire(8, { seen: true }));
    await controller.start();
    expect(unseenCount(controller.state)).toBe(2);
    await controller.markAllRead();
    expect(unseenCount(controller.state)).toBe(0);
    expect(server.reads).toEqual([{ max_id: '9' }]);
    controller.stop();
  });

  test('Mastodon servers: the marker decides seen, mark read saves the marker', async () => {
    const { server, controller } = setup({ readMarker: 'markers' });
    for (let id = 3; id <= 8; id += 1) server.add({ ...wire(id), pleroma: undefined });
    await controller.start();
    expect(unseenCount(controller.state)).toBe(3);
    await controller.markAllRead();
    expect(server.markers).toEqual(['8']);
    controller.stop();
  });

  test('polling without a socket: new ones arrive with since_id and are announced', async () => {
    jest.useFakeTimers();
    const { server, controller, fresh } = setup();
    server.add(wire(1, { seen: true }));
    await controller.start();
    expect(fresh).toEqual([]);
    server.add(wire(2), wire(3, { seen: true }));
    await jest.advanceTimersByTimeAsync(20_000);
    expect(server.requests.at(-1)).toEqual({ since_id: '1' });
    expect(controller.state.ids).toEqual(['3', '2', '1']);
    // only the unseen new one is announced
    expect(fresh.map((batch) => batch.map((n) => n.id))).toEqual([['2']]);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(server.requests.at(-1)).toEqual({ since_id: '3' });
    controller.stop();
    const count = server.requests.length;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(server.requests).toHaveLength(count);
  });

  test('streaming: notification events are added live, no polling while joined; polling while broken', async () => {
    jest.useFakeTimers();
    const { server, controller, fresh, queryClient } = setup({ stream: true });
    server.add(wire(1, { seen: true }));
    await controller.start();
    const socket = FakeSocket.last();
    expect(socket.url).toContain('stream=user%3Anotification');
    socket.open();
    expect(controller.streamJoinedAt).not.toBeNull();
    await flush();
    socket.message({ event: 'notification', payload: JSON.stringify(wire(2)) });
    expect(controller.state.ids).toEqual(['2', '1']);
    expect(unseenCount(controller.state)).toBe(1);
    expect(fresh.map((batch) => batch.map((n) => n.id))).toEqual([['2']]);
    expect(queryClient.getQueryData(entityKeys.notification('2'))).toMatchObject({ id: '2', type: 'mention' });
    const requests = server.requests.length;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(server.requests).toHaveLength(requests);

    // the socket breaks: poll every 20 s until it joins again
    server.add(wire(3));
    socket.serverClose(1006);
    await flush();
    expect(controller.polling).toBe(true);
    expect(server.requests.at(-1)).toEqual({ since_id: '2' });
    expect(controller.state.ids[0]).toBe('3');
    await jest.advanceTimersByTimeAsync(1_000);
    FakeSocket.last().open();
    expect(controller.polling).toBe(false);
    controller.stop();
  });

  test('a notification made between the first load and the socket joining is fetched when it joins', async () => {
    const { server, controller, fresh } = setup({ stream: true });
    server.add(wire(1, { seen: true }));
    await controller.start();
    server.add(wire(2));
    FakeSocket.last().open();
    await flush();
    expect(server.requests.at(-1)).toEqual({ since_id: '1' });
    expect(controller.state.ids).toEqual(['2', '1']);
    expect(fresh.map((batch) => batch.map((n) => n.id))).toEqual([['2']]);
    controller.stop();
  });

  test('a failed first load is not retried by the socket joining: the error stays for the Retry button', async () => {
    const { server, controller } = setup({ stream: true });
    server.failNext = true;
    await controller.start();
    expect(controller.state.error).not.toBeNull();
    const requests = server.requests.length;
    FakeSocket.last().open();
    await flush();
    expect(server.requests).toHaveLength(requests);
    expect(controller.state.error).not.toBeNull();
    controller.stop();
  });

  test('a poll after a burst of more than a page walks down with max_id: no gap', async () => {
    const { server, controller, fresh } = setup();
    server.add(wire(1, { seen: true }));
    await controller.start();
    for (let id = 2; id <= 46; id += 1) server.add(wire(id));
    await controller.fetchNewer();
    expect(server.requests.slice(1)).toEqual([
      { since_id: '1' },
      { since_id: '1', max_id: '27' },
      { since_id: '1', max_id: '7' },
    ]);
    expect(controller.state.ids).toHaveLength(46);
    expect(unseenCount(controller.state)).toBe(45);
    expect(fresh.flat()).toHaveLength(45);
    controller.stop();
  });

  test('the same notification from stream and poll is one entry and announced once', async () => {
    jest.useFakeTimers();
    const { server, controller, fresh } = setup({ stream: true });
    await controller.start();
    FakeSocket.last().open();
    server.add(wire(4));
    FakeSocket.last().message({ event: 'notification', payload: JSON.stringify(wire(4)) });
    await controller.fetchNewer();
    expect(controller.state.ids).toEqual(['4']);
    expect(fresh).toHaveLength(1);
    controller.stop();
  });

  test('the notificationVisibility filter limits the list and the unseen count', async () => {
    const { server, controller } = setup();
    server.add(wire(1, { type: 'favourite' }), wire(2, { type: 'follow' }), wire(3, { type: 'mention' }));
    await controller.start();
    const types = visibleNotificationTypes({ ...DEFAULT_PREFERENCES.notificationVisibility, likes: false });
    expect(visibleNotificationIds(controller.state, types)).toEqual(['3', '2']);
    expect(unseenCount(controller.state, types)).toBe(2);
    expect(unseenCount(controller.state)).toBe(3);
    controller.stop();
  });

  test('a failed fetch is reported and the list keeps working', async () => {
    const { server, controller } = setup();
    const errors: unknown[] = [];
    controller.on('error', (error) => errors.push(error));
    server.failNext = true;
    await controller.start();
    expect(errors).toHaveLength(1);
    expect(controller.state.error).toBeInstanceOf(Error);
    server.add(wire(5));
    await controller.fetchNewer();
    expect(controller.state.ids).toEqual(['5']);
    expect(controller.state.error).toBeNull();
    controller.stop();
  });

  test('follow request approved turns into a seen follow; deny removes it', async () => {
    const { server, controller } = setup();
    server.add(wire(1, { type: 'follow_request' }), wire(2, { type: 'follow_request' }));
    await controller.start();
    controller.followRequestApproved('1');
    controller.remove('2');
    expect(controller.state.ids).toEqual(['1']);
    expect(controller.state.byId['1']).toEqual({ id: '1', type: 'follow', seen: true });
    controller.stop();
  });
});
