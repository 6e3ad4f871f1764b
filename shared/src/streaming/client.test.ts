import { fixtures } from '../test-helpers/fixtures';
import { StreamingClient } from './client';
import type { StreamingState, WebSocketConstructor } from './types';
import { streamingUrl } from './url';
import { FakeSocket } from '../test-helpers/fakeSocket';

function setup() {
  const client = new StreamingClient({
    baseUrl: 'https://akko.example',
    getToken: () => 'tok',
    stream: 'user',
    WebSocket: FakeSocket as unknown as WebSocketConstructor,
  });
  const states: StreamingState[] = [];
  const polling: Array<[boolean, number]> = [];
  const broke: number[] = [];
  let reconnected = 0;
  client.on('state', (state) => states.push(state));
  client.on('polling', (active, interval) => polling.push([active, interval]));
  client.on('broke', (code) => broke.push(code));
  client.on('reconnected', () => (reconnected += 1));
  return { client, states, polling, broke, reconnected: () => reconnected };
}

describe('StreamingClient', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    FakeSocket.instances = [];
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    warn.mockRestore();
  });

  test('url: wss, stream and extra args, never the token', () => {
    expect(streamingUrl('https://a.example/', 'hashtag', { tag: 'cats', list: undefined })).toBe(
      'wss://a.example/api/v1/streaming?stream=hashtag&tag=cats',
    );
    expect(streamingUrl('http://localhost:4000', 'list', { list: '3' })).toBe(
      'ws://localhost:4000/api/v1/streaming?stream=list&list=3',
    );
  });

  test('the token goes in the Sec-WebSocket-Protocol header (the one protocol offered), not the URL', () => {
    const { client } = setup();
    client.start();
    expect(FakeSocket.last().url).not.toContain('tok');
    expect(FakeSocket.last().protocols).toEqual(['tok']);
  });

  test('starting-initial → joined without a reconnect notice; ping every 30 s', () => {
    const { client, states, reconnected } = setup();
    client.start();
    expect(client.state).toBe('starting-initial');
    expect(FakeSocket.last().url).toBe('wss://akko.example/api/v1/streaming?stream=user');
    FakeSocket.last().open();
    expect(client.state).toBe('joined');
    expect(states).toEqual(['joined']);
    expect(reconnected()).toBe(0);
    jest.advanceTimersByTime(29_999);
    expect(FakeSocket.last().sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.last().sent).toEqual(['ping']);
    jest.advanceTimersByTime(30_000);
    expect(FakeSocket.last().sent).toEqual(['ping', 'ping']);
    client.stop();
  });

  test.each([1000, 1001])('close code %i is final', (code) => {
    const { client, polling } = setup();
    client.start();
    FakeSocket.last().open();
    FakeSocket.last().serverClose(code);
    expect(client.state).toBe('closed');
    jest.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(polling).toEqual([]);
  });

  test('other closes: error, fall back to polling, retry 1 s × multiplier capped at 3, recover', () => {
    const { client, states, polling, broke, reconnected } = setup();
    client.start();
    FakeSocket.last().open();
    FakeSocket.last().serverClose(1006);
    expect(client.state).toBe('error');
    expect(broke).toEqual([1006]);
    expect(polling).toEqual([[true, 20_000]]);

    // retry after 1 s
    jest.advanceTimersByTime(999);
    expect(FakeSocket.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(client.state).toBe('starting');
    FakeSocket.last().serverClose(1011);
    // still broken: no second notice, polling stays on
    expect(broke).toEqual([1006]);
    expect(polling).toHaveLength(1);

    // then 2 s, then 3 s, then 3 s again (cap)
    const delays: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const before = FakeSocket.instances.length;
      let waited = 0;
      while (FakeSocket.instances.length === before) {
        jest.advanceTimersByTime(100);
        waited += 100;
      }
      delays.push(waited);
      FakeSocket.last().serverClose(1006);
    }
    expect(delays).toEqual([2000, 3000, 3000]);

    jest.advanceTimersByTime(3000);
    FakeSocket.last().open();
    expect(client.state).toBe('joined');
    expect(reconnected()).toBe(1);
    expect(polling).toEqual([
      [true, 20_000],
      [false, 20_000],
    ]);
    expect(states).toEqual([
      'joined',
      'error',
      'starting',
      'error',
      'starting',
      'error',
      'starting',
      'error',
      'starting',
      'error',
      'starting',
      'joined',
    ]);

    // the multiplier is reset after joining
    FakeSocket.last().serverClose(1006);
    const count = FakeSocket.instances.length;
    jest.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(count + 1);
    client.stop();
  });

  test('offline: the socket is not retried every few seconds; it reconnects when the connection is back', () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { client, polling } = setup();
    client.start();
    FakeSocket.last().open();
    FakeSocket.last().serverClose(1006);
    expect(polling).toEqual([[true, 20_000]]);
    jest.advanceTimersByTime(59_000);
    expect(FakeSocket.instances).toHaveLength(1);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.last().open();
    expect(client.state).toBe('joined');
    // The online listener went with the retry: another 'online' opens nothing more.
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.instances).toHaveLength(2);
    client.stop();
    onLine.mockRestore();
  });

  test('events are parsed and typed; unknown ones are warned about and ignored', () => {
    const { client } = setup();
    const updates: string[] = [];
    const edits: string[] = [];
    const notifications: string[] = [];
    const deletes: string[] = [];
    let filters = 0;
    client.on('update', (status) => updates.push(status.id));
    client.on('status.update', (status) => edits.push(status.text));
    client.on('notification', (notification) => notifications.push(notification.type));
    client.on('delete', (id) => deletes.push(id));
    client.on('filters_changed', () => (filters += 1));
    client.start();
    const socket = FakeSocket.last();
    socket.open();
    socket.message({ event: 'update', payload: JSON.stringify(fixtures.snac.status), stream: ['user'] });
    socket.message({ event: 'status.update', payload: JSON.stringify(fixtures.akkoma.status) });
    socket.message({ event: 'notification', payload: JSON.stringify(fixtures.mastodon.notifications[1]) });
    socket.message({ event: 'delete', payload: 'AeZk9XaQ1bC2dE3fG4' });
    socket.message({ event: 'delete', payload: 34975861 });
    socket.message({ event: 'filters_changed' });
    // The direct stream's conversation: its last status is the new post (Mastodon, Pleroma); none, nothing.
    socket.message({
      event: 'conversation',
      payload: JSON.stringify({ id: 'c1', unread: true, accounts: [], last_status: fixtures.snac.status }),
      stream: ['direct'],
    });
    socket.message({ event: 'conversation', payload: '{"id":"c2","last_status":null}' });
    expect(warn).not.toHaveBeenCalled();
    socket.message({ event: 'encrypted_message', payload: '{}' });
    socket.message('pong');
    socket.message('not json');
    socket.message({ event: 'update', payload: '{"id":"no account"}' });
    expect(warn).toHaveBeenCalledTimes(3);
    expect(updates).toEqual(['17176543210123456', '17176543210123456']);
    expect(edits).toEqual(['hello $[spin :blobcat:] world #art']);
    expect(notifications).toEqual(['follow']);
    expect(deletes[0]).toBe('AeZk9XaQ1bC2dE3fG4');
    expect(deletes).toEqual(['AeZk9XaQ1bC2dE3fG4', '34975861']);
    expect(filters).toBe(1);
    client.stop();
  });

  test('disable: closes with 1000, goes disabled and asks for polling; start again rejoins', () => {
    const { client, polling } = setup();
    client.start();
    FakeSocket.last().open();
    const first = FakeSocket.last();
    client.disable();
    expect(first.closedWith).toBe(1000);
    expect(client.state).toBe('disabled');
    expect(polling).toEqual([[true, 20_000]]);
    // the late close event of the old socket changes nothing
    first.serverClose(1006);
    expect(client.state).toBe('disabled');
    client.start();
    expect(client.state).toBe('starting');
    FakeSocket.last().open();
    expect(client.state).toBe('joined');
    expect(polling).toEqual([
      [true, 20_000],
      [false, 20_000],
    ]);
    client.stop();
    expect(client.state).toBe('closed');
  });

  test('start while waiting to retry reconnects at once, on the same stream', () => {
    const { client, states } = setup();
    client.start();
    FakeSocket.last().open();
    FakeSocket.last().serverClose(1006);
    expect(client.state).toBe('error');
    client.start();
    expect(FakeSocket.instances).toHaveLength(2);
    expect(client.state).toBe('starting');
    // the cancelled retry does not open a third socket
    jest.advanceTimersByTime(5000);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.last().open();
    expect(states).toEqual(['joined', 'error', 'starting', 'joined']);
    client.stop();
  });

  test('start while running is a no-op', () => {
    const { client } = setup();
    client.start();
    client.start();
    expect(FakeSocket.instances).toHaveLength(1);
    FakeSocket.last().open();
    client.start();
    expect(FakeSocket.instances).toHaveLength(1);
    client.stop();
  });
});
