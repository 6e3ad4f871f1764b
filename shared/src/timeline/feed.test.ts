import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors';
import type { TimelineParams } from '../api/params/timelines';
import type { Page } from '../api/paging';
import { createBus } from '../bus/bus';
import type { GlobalNotice } from '../bus/notice';
import { configureEntityCache } from '../cache/configure';
import { entityKeys } from '../cache/keys';
import { statusFromUnknown, type Status } from '../models/status';
import { StreamingClient } from '../streaming/client';
import type { WebSocketConstructor } from '../streaming/types';
import { copy, fixtures } from '../test-helpers/fixtures';
import { TimelineFeed } from './feed';
import { nextTask } from './nextTask';
import { FakeSocket } from '../test-helpers/fakeSocket';

const idOf = (n: number) => String(100_000 + n);
const wireStatus = (n: number) => ({ ...copy(fixtures.mastodon.status), id: idOf(n) });

/** A server with id-ordered statuses answering max_id / min_id / since_id pages like Mastodon. */
class FakeServer {
  private count = 0;
  readonly requests: TimelineParams[] = [];
  post(n = 1): void {
    this.count += n;
  }
  get newest(): number {
    return this.count;
  }
  fetchPage = async (params: TimelineParams): Promise<Page<Status>> => {
    this.requests.push(params);
    const limit = params.limit ?? 20;
    const all = Array.from({ length: this.count }, (_, i) => i + 1);
    const num = (id: string | undefined) => (id === undefined ? undefined : Number(id) - 100_000);
    const max = num(params.max_id);
    const min = num(params.min_id);
    const since = num(params.since_id);
    let picked: number[];
    if (min !== undefined)
      picked = all
        .filter((n) => n > min)
        .slice(0, limit)
        .reverse();
    else
      picked = all
        .filter((n) => (max === undefined || n < max) && (since === undefined || n > since))
        .reverse()
        .slice(0, limit);
    const items = picked.map((n) => statusFromUnknown(wireStatus(n))!);
    return {
      items,
      ...(items.length ? { prev: items[0]!.id, next: items[items.length - 1]!.id } : {}),
    };
  };
}

function setup({
  stream = true,
  maxIds,
  streamBatchMs,
}: { stream?: boolean; maxIds?: number; streamBatchMs?: number } = {}) {
  FakeSocket.instances = [];
  const queryClient = new QueryClient();
  configureEntityCache(queryClient);
  const server = new FakeServer();
  const bus = createBus();
  const notices: GlobalNotice[] = [];
  bus.on('notice:show', (notice) => notices.push(notice));
  const streaming = stream
    ? new StreamingClient({
        baseUrl: 'https://m.example',
        stream: 'user',
        WebSocket: FakeSocket as unknown as WebSocketConstructor,
      })
    : null;
  const feed = new TimelineFeed({
    queryClient,
    fetchPage: (params) => server.fetchPage(params),
    stream: streaming,
    bus,
    name: 'friends',
    ...(maxIds !== undefined ? { maxIds } : {}),
    ...(streamBatchMs !== undefined ? { streamBatchMs } : {}),
  });
  const unique = () => new Set(feed.state.statusIds).size === feed.state.statusIds.length;
  return { queryClient, server, notices, streaming, feed, unique };
}

describe('TimelineFeed', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('stream → pending; broken socket → notice + 20 s polling; capped backoff; recovery → notice, gap filled, polling off', async () => {
    const { queryClient, server, notices, streaming, feed, unique } = setup();
    server.post(30);
    await feed.start();
    expect(feed.state.visibleStatuses).toHaveLength(20);
    expect(feed.state.visibleStatuses[0]).toBe(idOf(30));
    expect(FakeSocket.instances).toHaveLength(1);

    FakeSocket.last().open();
    await jest.advanceTimersByTimeAsync(0);
    // joining checks for statuses posted between the first page and the socket
    expect(server.requests.at(-1)).toMatchObject({ min_id: idOf(30) });
    expect(notices).toEqual([]);

    server.post();
    FakeSocket.last().message({ event: 'update', payload: JSON.stringify(wireStatus(31)) });
    expect(feed.state.newStatusCount).toBe(1);
    expect(feed.state.visibleStatuses).toHaveLength(20);
    expect(queryClient.getQueryData(entityKeys.status(idOf(31)))).toBeDefined();

    // the socket breaks: error notice with the close code, polling starts at once
    const before = server.requests.length;
    FakeSocket.last().serverClose(1006);
    expect(streaming!.state).toBe('error');
    expect(notices).toEqual([
      { level: 'error', messageKey: 'timeline.socket_broke', messageArgs: { code: 1006 }, timeout: 5000 },
    ]);
    expect(feed.polling).toBe(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(server.requests.slice(before)).toEqual([expect.objectContaining({ min_id: idOf(31) })]);

    // retries after 1 s, then 2 s, then 3 s, 3 s (multiplier capped at 3)
    const opened: number[] = [];
    let elapsed = 0;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const sockets = FakeSocket.instances.length;
      while (FakeSocket.instances.length === sockets) {
        await jest.advanceTimersByTimeAsync(250);
        elapsed += 250;
      }
      opened.push(elapsed);
      if (attempt < 3) FakeSocket.last().serverClose(1006);
    }
    expect(opened).toEqual([1000, 3000, 6000, 9000]);
    // one notice per outage
    expect(notices).toHaveLength(1);

    // polling continues every 20 s, never two at a time
    server.post(25);
    await jest.advanceTimersByTimeAsync(20_000 - elapsed);
    const polls = server.requests.slice(before);
    expect(polls.length).toBeGreaterThanOrEqual(2);
    expect(feed.state.newStatusCount).toBe(26);

    // more posts during the outage, more than one page
    server.post(25);
    FakeSocket.last().serverClose(1006);
    await jest.advanceTimersByTimeAsync(3000);
    const fillStart = server.requests.length;
    FakeSocket.last().open();
    expect(notices.at(-1)).toEqual({ level: 'success', messageKey: 'timeline.socket_reconnected', timeout: 5000 });
    expect(feed.polling).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(server.requests.slice(fillStart)).toEqual([
      expect.objectContaining({ min_id: idOf(56) }),
      expect.objectContaining({ min_id: idOf(76) }),
    ]);
    expect(feed.state.statusIds).toHaveLength(71); // 11…81: the first page had 11…30
    expect(feed.state.statusIds[0]).toBe(idOf(81));
    expect(unique()).toBe(true);
    expect(feed.state.newStatusCount).toBe(51);
    // a full page on the way was not a gap: no reload marker
    expect(feed.state.flushMarker).toBeNull();

    // the stream repeats a status the fill already brought: not added twice
    FakeSocket.last().message({ event: 'update', payload: JSON.stringify(wireStatus(81)) });
    expect(feed.state.statusIds).toHaveLength(71); // 11…81: the first page had 11…30
    expect(feed.state.newStatusCount).toBe(51);

    // polling stopped after recovery
    const afterRecovery = server.requests.length;
    await jest.advanceTimersByTimeAsync(120_000);
    expect(server.requests.length).toBe(afterRecovery);

    feed.showNew();
    expect(feed.state.visibleStatuses).toHaveLength(50);
    expect(feed.state.visibleStatuses[0]).toBe(idOf(81));
    feed.stop();
    expect(streaming!.state).toBe('closed');
    queryClient.clear();
  });

  test('a gap longer than the page budget leaves the flush marker for a reload', async () => {
    const { queryClient, server, feed } = setup({ stream: false });
    server.post(20);
    const limited = new TimelineFeed({ queryClient, fetchPage: server.fetchPage, name: 'friends', maxGapPages: 2 });
    await limited.start();
    server.post(100);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(limited.state.statusIds).toHaveLength(60);
    expect(limited.state.flushMarker).toBe(idOf(60));
    limited.stop();
    feed.stop();
    queryClient.clear();
  });

  test('a post between the last poll request and the socket joining is not lost (the fill runs once more)', async () => {
    const { queryClient, server, streaming, feed, unique } = setup();
    server.post(20);
    await feed.start();
    FakeSocket.last().open();
    await jest.advanceTimersByTimeAsync(0);
    FakeSocket.last().serverClose(1006);
    await jest.advanceTimersByTimeAsync(1000);
    // the retry socket hangs; meanwhile a poll goes out and its answer is slow
    const original = server.fetchPage;
    const held: Array<() => void> = [];
    server.fetchPage = (params) => {
      const answer = original(params);
      return new Promise((resolve) => held.push(() => resolve(answer)));
    };
    const requestsBefore = server.requests.length;
    await jest.advanceTimersByTimeAsync(19_000);
    expect(server.requests.length).toBe(requestsBefore + 1);
    server.post();
    FakeSocket.last().open();
    expect(streaming!.state).toBe('joined');
    server.fetchPage = original;
    held.splice(0).forEach((resume) => resume());
    await jest.advanceTimersByTimeAsync(0);
    expect(feed.state.statusIds[0]).toBe(idOf(21));
    expect(feed.state.newStatusCount).toBe(1);
    expect(unique()).toBe(true);
    feed.stop();
    queryClient.clear();
  });

  test('without a socket it polls every 20 s; an empty first page still picks up new posts', async () => {
    const { queryClient, server, feed } = setup({ stream: false });
    await feed.start();
    expect(feed.state.bottomedOut).toBe(true);
    server.post(3);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(feed.state.newStatusCount).toBe(3);
    server.post(2);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(feed.state.newStatusCount).toBe(5);
    expect(server.requests.at(-1)).toMatchObject({ min_id: idOf(3) });
    feed.stop();
    const stopped = server.requests.length;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(server.requests.length).toBe(stopped);
    queryClient.clear();
  });

  test('pauseOnUnfocused: no polling while the tab is hidden', async () => {
    const queryClient = new QueryClient();
    const server = new FakeServer();
    server.post(5);
    let visibilityState = 'hidden';
    const listeners: Array<() => void> = [];
    const visibility = {
      get visibilityState() {
        return visibilityState;
      },
      addEventListener: (_: 'visibilitychange', l: () => void) => listeners.push(l),
      removeEventListener: () => undefined,
    };
    const feed = new TimelineFeed({
      queryClient,
      fetchPage: server.fetchPage,
      name: 'public',
      pauseOnUnfocused: true,
      visibility,
    });
    await feed.start();
    const afterFirst = server.requests.length;
    server.post(2);
    await jest.advanceTimersByTimeAsync(100_000);
    expect(server.requests.length).toBe(afterFirst);
    visibilityState = 'visible';
    listeners.forEach((l) => l());
    await jest.advanceTimersByTimeAsync(0);
    expect(server.requests.length).toBe(afterFirst + 1);
    expect(feed.state.newStatusCount).toBe(2);
    feed.stop();
    queryClient.clear();
  });

  test('older pages continue below; stream deletes mark the status deleted', async () => {
    const { queryClient, server, feed } = setup();
    server.post(45);
    await feed.start();
    await feed.loadOlder();
    expect(server.requests.at(-1)).toMatchObject({ max_id: idOf(26) });
    await feed.loadOlder();
    await feed.loadOlder();
    expect(feed.state.statusIds).toHaveLength(45);
    expect(feed.state.bottomedOut).toBe(true);
    FakeSocket.last().open();
    FakeSocket.last().message({ event: 'delete', payload: idOf(45) });
    expect(queryClient.getQueryData<Status>(entityKeys.status(idOf(45)))?.deleted).toBe(true);
    feed.stop();
    queryClient.clear();
  });

  test('a long burst: the pending count counts every new status while the ids stay bounded; nothing lost or doubled', async () => {
    const { queryClient, server, feed, unique } = setup({ maxIds: 100 });
    server.post(20);
    await feed.start();
    FakeSocket.last().open();
    await jest.advanceTimersByTimeAsync(0);
    for (let n = 21; n <= 1520; n += 1) {
      server.post();
      FakeSocket.last().message({ event: 'update', payload: JSON.stringify(wireStatus(n)) });
    }
    expect(feed.state.newStatusCount).toBe(1500);
    expect(feed.state.statusIds.length).toBeLessThanOrEqual(100);
    expect(unique()).toBe(true);
    // the first page stays as it was while the new ones wait
    expect(feed.state.visibleStatuses).toEqual(Array.from({ length: 20 }, (_, i) => idOf(20 - i)));
    // a dropped one sent again (a redelivery, a poll) is not counted twice; a fill finds nothing new
    FakeSocket.last().message({ event: 'update', payload: JSON.stringify(wireStatus(30)) });
    await feed.fetchNewer();
    expect(feed.state.newStatusCount).toBe(1500);

    feed.showNew();
    expect(feed.state.newStatusCount).toBe(0);
    expect(feed.state.visibleStatuses).toHaveLength(50);
    expect(feed.state.visibleStatuses[0]).toBe(idOf(1520));
    // every one of the 1,500 is reachable below by older pages, once each
    const seen = new Set(feed.state.visibleStatuses);
    let shownTwice = 0;
    const off = feed.subscribe((state) => {
      for (const id of state.visibleStatuses) if (!seen.has(id)) seen.add(id);
    });
    let pages = 0;
    while (!feed.state.bottomedOut && pages < 200) {
      const before = new Set(feed.state.visibleStatuses);
      // the reader scrolls down: the ids far above go, not the page just loaded
      feed.setAnchor(feed.state.visibleStatuses.at(-1) ?? null);
      await feed.loadOlder();
      pages += 1;
      const after = feed.state.visibleStatuses;
      if (new Set(after).size !== after.length) shownTwice += 1;
      expect(after.filter((id) => before.has(id)).length).toBeLessThanOrEqual(before.size);
    }
    off();
    expect(shownTwice).toBe(0);
    expect(Array.from({ length: 1520 }, (_, i) => idOf(i + 1)).filter((id) => !seen.has(id))).toEqual([]);
    expect(feed.state.statusIds.length).toBeLessThanOrEqual(100);
    expect(feed.state.visibleStatuses.at(-1)).toBe(idOf(1));
    // the newest ones were let go on the way down: the top offers a reload
    expect(feed.state.flushMarker).not.toBeNull();
    expect(pages).toBeLessThan(100);
    feed.stop();
    queryClient.clear();
  });

  test('a large batch of streamed statuses is counted, not taken for a gap (no Reload)', async () => {
    const { queryClient, server, feed } = setup({ streamBatchMs: 250 });
    server.post(20);
    await feed.start();
    FakeSocket.last().open();
    await jest.advanceTimersByTimeAsync(0);
    for (let n = 21; n <= 50; n += 1) {
      server.post();
      FakeSocket.last().message({ event: 'update', payload: JSON.stringify(wireStatus(n)) });
    }
    expect(feed.state.newStatusCount).toBe(0);
    await jest.advanceTimersByTimeAsync(250);
    expect(feed.state.newStatusCount).toBe(30);
    expect(feed.state.flushMarker).toBeNull();
    feed.stop();
    queryClient.clear();
  });
});

describe('TimelineFeed spreading a page over tasks (yieldBetweenSteps)', () => {
  const flushMicrotasks = async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  };
  const stepped = () => {
    const queryClient = new QueryClient();
    configureEntityCache(queryClient);
    const server = new FakeServer();
    server.post(25);
    const feed = new TimelineFeed({
      queryClient,
      fetchPage: (params) => server.fetchPage(params),
      name: 'friends',
      yieldBetweenSteps: true,
    });
    const cached = (n: number) => queryClient.getQueryData(entityKeys.status(idOf(n)));
    const newest = () => cached(25);
    return { feed, newest, cached };
  };

  test('a page is imported in a task after the one its answer arrived in, and shown in the task after that', async () => {
    const { feed, newest } = stepped();
    const done = feed.loadOlder();
    await flushMicrotasks();
    // The answer is in (the page function resolved) but nothing was imported in that task.
    expect(newest()).toBeUndefined();
    expect(feed.state.loading).toBe(true);
    await nextTask();
    expect(newest()).toBeDefined();
    expect(feed.state.visibleStatuses).toEqual([]);
    await done;
    expect(feed.state.visibleStatuses).toHaveLength(20);
    expect(feed.state.visibleStatuses[0]).toBe(idOf(25));
    expect(feed.state.loading).toBe(false);
  });

  test('a feed stopped between the steps applies nothing and reports no error', async () => {
    const { feed, cached } = stepped();
    await feed.start();
    const before = feed.state;
    const done = feed.loadOlder();
    await flushMicrotasks();
    feed.stop();
    await done;
    // The older page (statuses 5 to 1) arrived but was neither imported nor shown.
    expect(cached(5)).toBeUndefined();
    expect(feed.state.visibleStatuses).toEqual(before.visibleStatuses);
    expect(feed.state.statusIds).toHaveLength(20);
    expect(feed.state.error).toBeNull();
  });
});

describe('TimelineFeed on a server without the timeline', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // the 503's polls fail and say so
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test.each([
    [404, false],
    [501, false],
    [503, true],
  ])('a first page answered %i: live afterwards (socket or polling) = %s', async (status, live) => {
    for (const stream of [true, false]) {
      const { server, feed } = setup({ stream });
      server.fetchPage = async (params) => {
        server.requests.push(params);
        throw new ApiError(status, { error: 'no' });
      };
      await feed.start();
      expect(feed.state.error).toBeInstanceOf(ApiError);
      await jest.advanceTimersByTimeAsync(60_000);
      // a server without the call is asked once; a passing fault is tried again
      expect(FakeSocket.instances.length > 0 || server.requests.length > 1).toBe(live);
      feed.stop();
    }
  });
});
