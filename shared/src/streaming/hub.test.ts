import { FakeSocket } from '../test-helpers/fakeSocket';
import { fixtures } from '../test-helpers/fixtures';
import { StreamingClient } from './client';
import { STRAY_EVENT_LIMIT } from './connection';
import { closeSessionStreamingHubs, sessionStreamingHub, SOCKET_LINGER_MS, StreamingHub } from './hub';
import type { StreamingState, WebSocketConstructor } from './types';

const WS = FakeSocket as unknown as WebSocketConstructor;

function watch(client: StreamingClient) {
  const log = {
    states: [] as StreamingState[],
    updates: [] as string[],
    notifications: [] as string[],
    polling: [] as Array<[boolean, number]>,
    broke: [] as number[],
    reconnected: 0,
  };
  client.on('state', (state) => log.states.push(state));
  client.on('update', (status) => log.updates.push(status.id));
  client.on('notification', (notification) => log.notifications.push(notification.id));
  client.on('polling', (active, interval) => log.polling.push([active, interval]));
  client.on('broke', (code) => log.broke.push(code));
  client.on('reconnected', () => (log.reconnected += 1));
  return log;
}

const status = JSON.stringify(fixtures.snac.status);
const notification = JSON.stringify(fixtures.mastodon.notifications[1]);
const statusId = fixtures.snac.status.id;
const notificationId = fixtures.mastodon.notifications[1]!.id;

function setup(options: { multiplex?: boolean } = {}) {
  const hub = new StreamingHub({ baseUrl: 'https://akko.example', getToken: () => 'tok', WebSocket: WS, ...options });
  const home = new StreamingClient({ baseUrl: 'ignored', stream: 'user', hub });
  const notes = new StreamingClient({
    baseUrl: 'ignored',
    stream: 'user:notification',
    hub,
    pollingIntervalMs: 20_000,
  });
  return { hub, home, notes, homeLog: watch(home), notesLog: watch(notes) };
}

describe('StreamingHub: one socket per session', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    FakeSocket.instances = [];
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    warn.mockRestore();
    closeSessionStreamingHubs();
  });

  test('two streams share one socket: the first in the URL, the second subscribed on open; events go by their tag', () => {
    const { hub, home, notes, homeLog, notesLog } = setup();
    home.start();
    notes.start();
    expect(FakeSocket.instances).toHaveLength(1);
    const socket = FakeSocket.last();
    expect(socket.url).toBe('wss://akko.example/api/v1/streaming?stream=user');
    expect(socket.protocols).toEqual(['tok']);
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent).toEqual([JSON.stringify({ type: 'subscribe', stream: 'user:notification' })]);
    expect(home.state).toBe('joined');
    expect(notes.state).toBe('joined');
    expect(homeLog.states).toEqual(['joined']);
    expect(notesLog.states).toEqual(['joined']);

    socket.message({ stream: ['user'], event: 'update', payload: status });
    socket.message({ stream: ['user'], event: 'notification', payload: notification });
    socket.message({ stream: ['user:notification'], event: 'notification', payload: notification });
    expect(homeLog.updates).toEqual([statusId]);
    expect(homeLog.notifications).toEqual([notificationId]);
    expect(notesLog.updates).toEqual([]);
    expect(notesLog.notifications).toEqual([notificationId]);
    // one ping for the socket, not one per stream
    jest.advanceTimersByTime(30_000);
    expect(socket.sent.filter((data) => data === 'ping')).toHaveLength(1);
    expect(hub.socketCount).toBe(1);
    home.stop();
    notes.stop();
  });

  test('a stream joining an open socket is subscribed and joined at once; leaving unsubscribes; the last one closes the socket', () => {
    const { hub, home, notes, notesLog } = setup();
    home.start();
    const socket = FakeSocket.last();
    socket.open();
    notes.start();
    expect(FakeSocket.instances).toHaveLength(1);
    expect(socket.sent).toEqual([JSON.stringify({ type: 'subscribe', stream: 'user:notification' })]);
    expect(notes.state).toBe('joined');
    expect(notesLog.states).toEqual(['joined']);
    expect(notesLog.polling).toEqual([]);

    home.stop();
    expect(home.state).toBe('closed');
    expect(socket.sent.at(-1)).toBe(JSON.stringify({ type: 'unsubscribe', stream: 'user' }));
    expect(socket.closedWith).toBeUndefined();
    // what the server still sends for the stream that left goes nowhere
    socket.message({ stream: ['user'], event: 'notification', payload: notification });
    expect(notesLog.notifications).toEqual([]);

    notes.stop();
    expect(socket.sent.at(-1)).toBe(JSON.stringify({ type: 'unsubscribe', stream: 'user:notification' }));
    // it lingers a moment for a consumer that comes right back, then closes
    jest.advanceTimersByTime(SOCKET_LINGER_MS - 1);
    expect(socket.closedWith).toBeUndefined();
    jest.advanceTimersByTime(1);
    expect(socket.closedWith).toBe(1000);
    expect(hub.socketCount).toBe(0);
    // a new consumer opens a new socket
    home.start();
    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.last().url).toContain('stream=user');
    home.stop();
  });

  test('a consumer that restarts while the socket lingers keeps the same socket', () => {
    const { hub, home, homeLog } = setup();
    home.start();
    const socket = FakeSocket.last();
    socket.open();
    home.stop();
    jest.advanceTimersByTime(1000);
    home.start();
    expect(FakeSocket.instances).toHaveLength(1);
    expect(home.state).toBe('joined');
    expect(homeLog.states).toEqual(['joined', 'closed', 'joined']);
    expect(socket.sent).toEqual([
      JSON.stringify({ type: 'unsubscribe', stream: 'user' }),
      JSON.stringify({ type: 'subscribe', stream: 'user' }),
    ]);
    jest.advanceTimersByTime(10_000);
    expect(socket.closedWith).toBeUndefined();
    home.stop();
    jest.advanceTimersByTime(SOCKET_LINGER_MS);
    expect(socket.closedWith).toBe(1000);
    expect(hub.socketCount).toBe(0);
  });

  test('an outage: each stream breaks once, polls at its own interval, and both are subscribed again on the next socket', () => {
    const { home, notes, homeLog, notesLog } = setup();
    home.start();
    notes.start();
    FakeSocket.last().open();
    FakeSocket.last().serverClose(1006);
    expect(home.state).toBe('error');
    expect(notes.state).toBe('error');
    expect(homeLog.broke).toEqual([1006]);
    expect(notesLog.broke).toEqual([1006]);
    expect(homeLog.polling).toEqual([[true, 20_000]]);
    expect(notesLog.polling).toEqual([[true, 20_000]]);

    jest.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(home.state).toBe('starting');
    FakeSocket.last().serverClose(1006);
    expect(homeLog.broke).toHaveLength(1);
    jest.advanceTimersByTime(2000);
    expect(FakeSocket.instances).toHaveLength(3);
    const socket = FakeSocket.last();
    socket.open();
    expect(socket.url).toContain('stream=user');
    expect(socket.sent).toEqual([JSON.stringify({ type: 'subscribe', stream: 'user:notification' })]);
    expect(homeLog.states).toEqual(['joined', 'error', 'starting', 'error', 'starting', 'joined']);
    expect(notesLog.states).toEqual(['joined', 'error', 'starting', 'error', 'starting', 'joined']);
    expect(homeLog.reconnected).toBe(1);
    expect(notesLog.reconnected).toBe(1);
    expect(notesLog.polling).toEqual([
      [true, 20_000],
      [false, 20_000],
    ]);
    home.stop();
    notes.stop();
  });

  test('a stream joining during an outage polls until the socket is back, without a broke notice of its own', () => {
    const { home, notes, notesLog } = setup();
    home.start();
    FakeSocket.last().open();
    FakeSocket.last().serverClose(1006);
    notes.start();
    expect(notes.state).toBe('error');
    expect(notesLog.polling).toEqual([[true, 20_000]]);
    expect(notesLog.broke).toEqual([]);
    jest.advanceTimersByTime(1000);
    FakeSocket.last().open();
    expect(FakeSocket.last().sent).toEqual([JSON.stringify({ type: 'subscribe', stream: 'user:notification' })]);
    expect(notes.state).toBe('joined');
    expect(notesLog.polling.at(-1)).toEqual([false, 20_000]);
    expect(notesLog.reconnected).toBe(0);
    home.stop();
    notes.stop();
  });

  test('a server that ignores unsubscribe (Akkoma): after STRAY_EVENT_LIMIT events for the stream that left, the socket is reopened without it', () => {
    const { home, notes, notesLog } = setup();
    home.start();
    notes.start();
    const first = FakeSocket.last();
    first.open();
    home.stop();
    for (let index = 0; index < STRAY_EVENT_LIMIT - 1; index += 1)
      first.message({ stream: ['user'], event: 'update', payload: status });
    expect(FakeSocket.instances).toHaveLength(1);
    expect(notesLog.updates).toEqual([]);
    first.message({ stream: ['user'], event: 'update', payload: status });
    expect(first.closedWith).toBe(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    const second = FakeSocket.last();
    expect(second.url).toBe('wss://akko.example/api/v1/streaming?stream=user%3Anotification');
    expect(notes.state).toBe('starting');
    second.open();
    // a quiet reopen: no notices, no polling; joined again, so its consumer catches up
    expect(notesLog.states).toEqual(['joined', 'starting', 'joined']);
    expect(notesLog.broke).toEqual([]);
    expect(notesLog.polling).toEqual([]);
    // alone on its socket again: its events arrive
    second.message({ stream: ['user:notification'], event: 'notification', payload: notification });
    expect(notesLog.notifications).toEqual([notificationId]);
    notes.stop();
  });

  test('streams with arguments (hashtag, list) get a socket of their own', () => {
    const { hub, home } = setup();
    const tag = new StreamingClient({ baseUrl: 'ignored', stream: 'hashtag', params: { tag: 'cats' }, hub });
    const tagLog = watch(tag);
    home.start();
    tag.start();
    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.last().url).toBe('wss://akko.example/api/v1/streaming?stream=hashtag&tag=cats');
    FakeSocket.last().open();
    // its own socket: everything on it is for it, whatever the tag's spelling
    FakeSocket.last().message({ stream: ['hashtag', 'Cats'], event: 'update', payload: status });
    expect(tagLog.updates).toEqual([statusId]);
    expect(hub.socketCount).toBe(2);
    tag.stop();
    home.stop();
    jest.advanceTimersByTime(SOCKET_LINGER_MS);
    expect(hub.socketCount).toBe(0);
  });

  test('a server that does not tag events: the URL stream keeps the socket, the others move to sockets of their own', () => {
    const { hub, home, notes, homeLog, notesLog } = setup();
    home.start();
    notes.start();
    const shared = FakeSocket.last();
    shared.open();
    shared.message({ event: 'update', payload: status });
    expect(homeLog.updates).toEqual([statusId]);
    expect(hub.multiplexing).toBe(false);
    expect(FakeSocket.instances).toHaveLength(2);
    const own = FakeSocket.last();
    expect(own.url).toBe('wss://akko.example/api/v1/streaming?stream=user%3Anotification');
    expect(notes.state).toBe('starting');
    own.open();
    expect(notes.state).toBe('joined');
    // joined again: the catch-up fetch of its consumer runs
    expect(notesLog.states).toEqual(['joined', 'starting', 'joined']);
    own.message({ event: 'notification', payload: notification });
    expect(notesLog.notifications).toEqual([notificationId]);
    // the next stream gets its own socket too
    const direct = new StreamingClient({ baseUrl: 'ignored', stream: 'direct', hub });
    direct.start();
    expect(FakeSocket.instances).toHaveLength(3);
    direct.stop();
    home.stop();
    notes.stop();
    jest.advanceTimersByTime(SOCKET_LINGER_MS);
    expect(hub.socketCount).toBe(0);
  });

  test.each([
    [
      'Pleroma',
      { event: 'pleroma:respond', payload: JSON.stringify({ type: 'subscribe', result: 'error', error: 'bad_topic' }) },
    ],
    ['Mastodon', { error: 'Missing access token', status: 401 }],
  ])('a refused subscribe (%s) moves the extra stream to a socket of its own', (_server, answer) => {
    const { hub, home, notes } = setup();
    home.start();
    notes.start();
    FakeSocket.last().open();
    FakeSocket.last().message({
      event: 'pleroma:respond',
      payload: JSON.stringify({ type: 'subscribe', result: 'success' }),
    });
    expect(hub.multiplexing).toBe(true);
    FakeSocket.last().message(answer);
    expect(hub.multiplexing).toBe(false);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.last().url).toContain('stream=user%3Anotification');
    home.stop();
    notes.stop();
  });

  test('multiplex off: one socket per stream from the start', () => {
    const { home, notes } = setup({ multiplex: false });
    home.start();
    notes.start();
    expect(FakeSocket.instances.map((socket) => new URL(socket.url).searchParams.get('stream'))).toEqual([
      'user',
      'user:notification',
    ]);
    home.stop();
    notes.stop();
  });

  test('a final close from the server closes every stream; logout closes the session hub', () => {
    const { hub, home, notes } = setup();
    home.start();
    notes.start();
    FakeSocket.last().open();
    FakeSocket.last().serverClose(1000);
    expect(home.state).toBe('closed');
    expect(notes.state).toBe('closed');
    expect(hub.socketCount).toBe(0);
    jest.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(1);

    const session = sessionStreamingHub('https://akko.example', 'tok', { WebSocket: WS });
    expect(sessionStreamingHub('https://akko.example', 'tok')).toBe(session);
    expect(sessionStreamingHub('https://akko.example', 'other')).not.toBe(session);
    const a = new StreamingClient({ baseUrl: 'https://akko.example', stream: 'user', hub: session });
    const b = new StreamingClient({ baseUrl: 'https://akko.example', stream: 'user:notification', hub: session });
    a.start();
    b.start();
    expect(FakeSocket.instances).toHaveLength(2);
    const socket = FakeSocket.last();
    socket.open();
    closeSessionStreamingHubs();
    expect(socket.closedWith).toBe(1000);
    expect(a.state).toBe('closed');
    expect(b.state).toBe('closed');
    expect(sessionStreamingHub('https://akko.example', 'tok')).not.toBe(session);
  });
});
