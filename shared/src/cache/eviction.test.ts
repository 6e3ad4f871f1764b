import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { Page } from '../api/paging';
import { statusFromUnknown, type Status } from '../models/status';
import type { User } from '../models/user';
import { StreamingClient } from '../streaming/client';
import type { WebSocketConstructor, WebSocketLike } from '../streaming/types';
import { copy, fixtures } from '../test-helpers/fixtures';
import { TimelineFeed } from '../timeline/feed';
import { configureEntityCache } from './configure';
import { entityCacheSize, holdEntities, releaseEntities } from './eviction';
import { evictEntities } from './evictionPass';
import { importStatus } from './importer';
import { entityKeys } from './keys';

const template = statusFromUnknown(copy(fixtures.mastodon.status))!;
const authors: User[] = Array.from({ length: 50 }, (_, i) => ({
  ...template.account,
  id: `acct${i}`,
  acct: `user${i}`,
}));
/** 18-digit snowflake-like ids, as Mastodon sends. */
const idOf = (n: number) => `1122334455${String(n).padStart(8, '0')}`;

/** Status number n; every 10th is a repeat of status n - 5 (so repeats point at other cached statuses). */
function makeStatus(n: number): Status {
  const base: Status = {
    ...template,
    id: idOf(n),
    account: authors[n % authors.length]!,
    reblog: undefined,
    quote: undefined,
  };
  if (n % 10 === 0 && n > 5)
    return { ...base, reblog: { ...template, id: idOf(n - 5), account: authors[(n - 5) % authors.length]! } };
  return base;
}

const cached = (queryClient: QueryClient, id: string) =>
  queryClient.getQueryData<Status>(entityKeys.status(id)) !== undefined;

describe('bounded entity cache', () => {
  test('evicts the least recently updated unheld statuses, keeping held, observed and referenced ones', () => {
    const queryClient = new QueryClient();
    configureEntityCache(queryClient, { maxStatuses: 10, maxAccounts: 100 });
    const owner = {};
    for (let n = 1; n <= 10; n += 1) importStatus(queryClient, makeStatus(n));
    // status 10 is a repeat of 5: holding 10 keeps 5
    holdEntities(queryClient, owner, { statuses: [idOf(10), idOf(2)] });
    const observer = new QueryObserver(queryClient, { queryKey: entityKeys.status(idOf(1)), enabled: false });
    const unsubscribe = observer.subscribe(() => undefined);
    importStatus(queryClient, makeStatus(11));
    // over 10: pruned to 9, oldest unheld first (3 and 4 go; 1 observed, 2 held, 5 repeated by held 10)
    expect(entityCacheSize(queryClient).status).toBe(9);
    expect([1, 2, 5, 10, 11].every((n) => cached(queryClient, idOf(n)))).toBe(true);
    expect(cached(queryClient, idOf(3))).toBe(false);
    expect(cached(queryClient, idOf(4))).toBe(false);
    expect(cached(queryClient, idOf(6))).toBe(true);

    unsubscribe();
    releaseEntities(queryClient, owner);
    evictEntities(queryClient);
    expect(entityCacheSize(queryClient).status).toBe(9);
    for (let n = 12; n <= 14; n += 1) importStatus(queryClient, makeStatus(n));
    expect(entityCacheSize(queryClient).status).toBeLessThanOrEqual(10);
    expect(cached(queryClient, idOf(1))).toBe(false);
    expect(cached(queryClient, idOf(14))).toBe(true);
    queryClient.clear();
  });

  test('held entities alone above the limit are all kept', () => {
    const queryClient = new QueryClient();
    configureEntityCache(queryClient, { maxStatuses: 5 });
    const ids = Array.from({ length: 8 }, (_, i) => idOf(i + 1));
    holdEntities(queryClient, 'thread', { statuses: ids });
    for (let n = 1; n <= 8; n += 1) importStatus(queryClient, makeStatus(n));
    expect(ids.every((id) => cached(queryClient, id))).toBe(true);
    queryClient.clear();
  });

  // 50 a minute for 24 h is 72,000 imports, ~0.3 ms each under jsdom (react-query's per-query cost):
  // too slow for the suite, so it runs at 5 a minute (7,200 imports, the bound passed ~20 times);
  // CACHE_SOAK_RATE=50 runs the full rate.
  const perMinute = Number(process.env.CACHE_SOAK_RATE ?? 5);

  test(`24 hours of streaming at ${perMinute} statuses a minute: the cache stays bounded, the visible timeline stays cached`, async () => {
    jest.useFakeTimers();
    try {
      const queryClient = new QueryClient();
      const maxStatuses = 300;
      configureEntityCache(queryClient, { maxStatuses, maxAccounts: 500 });
      const windowSize = 100;
      let posted = 20;
      const fetchPage = async (): Promise<Page<Status>> => ({
        items: Array.from({ length: 20 }, (_, i) => makeStatus(posted - i)),
      });
      const socket = {} as WebSocketLike;
      const stream = new StreamingClient({
        baseUrl: 'https://m.example',
        stream: 'user',
        WebSocket: function FakeSocket() {
          return Object.assign(socket, {
            readyState: 1,
            send: () => undefined,
            close: () => undefined,
            addEventListener: (type: string, listener: () => void) => {
              if (type === 'open') setTimeout(listener, 0);
            },
          });
        } as unknown as WebSocketConstructor,
      });
      const feed = new TimelineFeed({
        queryClient,
        fetchPage,
        stream,
        name: 'friends',
        autoShow: () => true,
        maxIds: windowSize,
        streamBatchMs: 60_000,
      });
      await feed.start();
      await jest.advanceTimersByTimeAsync(0);
      expect(stream.state).toBe('joined');

      // a status opened in another view (observed) long ago must survive the whole day
      importStatus(queryClient, makeStatus(3));
      const observer = new QueryObserver(queryClient, { queryKey: entityKeys.status(idOf(3)), enabled: false });
      const unsubscribe = observer.subscribe(() => undefined);
      // a thread view holds statuses loaded at the start of the day, without observing them
      const thread = Array.from({ length: 30 }, (_, i) => makeStatus(5_000_000 + i * 3));
      thread.forEach((status) => importStatus(queryClient, status));
      holdEntities(queryClient, 'thread', { statuses: thread.map((status) => status.id) });

      const timer = setInterval(() => {
        posted += 1;
        stream.emit('update', makeStatus(posted));
      }, 60_000 / perMinute);

      const sizes: number[] = [];
      for (let hour = 1; hour <= 24; hour += 1) {
        // synchronous: stream updates need no promise, and the async variant yields per timer
        jest.advanceTimersByTime(3_600_000);
        const { status, account } = entityCacheSize(queryClient);
        sizes.push(status);
        expect(status).toBeLessThanOrEqual(maxStatuses);
        expect(account).toBeLessThanOrEqual(authors.length + 1);
        // everything the timeline shows is in the cache, repeats with their repeated status
        const visible = feed.state.visibleStatuses;
        expect(visible.length).toBeGreaterThan(0);
        for (const id of visible) {
          const status = queryClient.getQueryData<Status>(entityKeys.status(id));
          expect(status).toBeDefined();
          if (status?.reblog) expect(cached(queryClient, status.reblog.id)).toBe(true);
        }
        expect(cached(queryClient, idOf(3))).toBe(true);
        expect(thread.every((status) => cached(queryClient, status.id))).toBe(true);
      }
      clearInterval(timer);
      jest.advanceTimersByTime(60_000); // the last stream batch
      expect(posted - 20).toBe(perMinute * 60 * 24);
      // bounded: the size does not follow the number of updates (24× more posted than after hour 1)
      expect(posted).toBeGreaterThan(10 * maxStatuses);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(maxStatuses);
      expect(sizes[23]).toBeLessThanOrEqual(sizes[3]! + maxStatuses / 10);
      expect(feed.state.statusIds).toHaveLength(windowSize);
      // the newest status is shown (a repeat of a shown status is not added again)
      expect(feed.state.visibleStatuses[0]).toBe(idOf(posted % 10 === 0 ? posted - 1 : posted));
      unsubscribe();
      feed.stop();
      queryClient.clear();
    } finally {
      jest.useRealTimers();
    }
  }, 120_000);
});
