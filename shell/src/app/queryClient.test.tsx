import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import {
  ApiError,
  ApiClientProvider,
  createApiClient,
  entityKeys,
  importEntities,
  statusFromUnknown,
  useStatus,
} from '@fedi/shared';
import { fetchRouter } from '../../../shared/testing/fetchRouter';
import { createAppQueryClient, retryDelay, shouldRetry } from './queryClient';

const ROWS = 40;

function wireStatus(id: string) {
  return {
    id,
    uri: `https://server.test/objects/${id}`,
    url: `https://server.test/notice/${id}`,
    created_at: '2026-01-01T00:00:00.000Z',
    content: `<p>status ${id}</p>`,
    visibility: 'public',
    account: { id: 'u1', username: 'alice', acct: 'alice', display_name: 'Alice', url: 'https://server.test/alice' },
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
  };
}

function Row({ id }: { id: string }) {
  const status = useStatus(id);
  return <p data-testid="row">{status ? status.content : 'loading'}</p>;
}

/**
 * A reader scrolls a page of statuses away (their rows unmount), leaves the tab for `awayMs` and
 * scrolls back: how many single-status requests that costs.
 */
async function scrollAwayAndBack(queryClient: QueryClient, awayMs: number): Promise<number> {
  const { fetch, calls } = fetchRouter((call) => ({ body: wireStatus(call.path.split('/').pop()!) }));
  const client = createApiClient({ baseUrl: 'https://server.test', fetch });
  const ids = Array.from({ length: ROWS }, (_, index) => String(1000 + index));
  // What a timeline page does: import the statuses it fetched into the entity cache.
  importEntities(queryClient, { statuses: ids.map((id) => statusFromUnknown(wireStatus(id))!) });
  const rows = () => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        {ids.map((id) => (
          <Row key={id} id={id} />
        ))}
      </ApiClientProvider>
    </QueryClientProvider>
  );
  const first = render(rows());
  expect(first.getAllByTestId('row')[0]).toHaveTextContent('status 1000');
  first.unmount();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(awayMs);
  });
  const again = render(rows());
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(again.getAllByTestId('row')).toHaveLength(ROWS);
  again.unmount();
  queryClient.clear();
  return calls.filter((call) => /^GET \/api\/v1\/statuses\/[^/]+$/.test(call.key)).length;
}

describe('the app QueryClient', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('statuses scrolled away and back after an hour render from the cache, with no refetch', async () => {
    expect(await scrollAwayAndBack(createAppQueryClient(), 60 * 60_000)).toBe(0);
  });

  test('without the entity cache bound, the same reader refetches every row (the bug this prevents)', async () => {
    const plain = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
    expect(await scrollAwayAndBack(plain, 6 * 60_000)).toBe(ROWS);
  });

  test('the bound still applies: unheld, unobserved statuses beyond the limit are evicted', async () => {
    jest.useRealTimers();
    const queryClient = createAppQueryClient({ maxStatuses: 10 }, { evictionLoadMs: 0 });
    // The eviction pass is its own chunk, fetched at once.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const ids = Array.from({ length: 30 }, (_, index) => String(index));
    importEntities(queryClient, { statuses: ids.map((id) => statusFromUnknown(wireStatus(id))!) });
    const cached = ids.filter((id) => queryClient.getQueryData(entityKeys.status(id)) !== undefined);
    expect(cached.length).toBeLessThanOrEqual(10);
    queryClient.clear();
  });
});

describe('retries of the app QueryClient', () => {
  afterEach(() => jest.useRealTimers());

  const rateLimited = (seconds: number) => new ApiError(429, {}, seconds * 1000);
  const unavailable = (seconds: number) => new ApiError(503, {}, seconds * 1000);

  test('one retry of a transient failure only; never a 401 (the session ended), a 429 (shown at once) or past a long Retry-After', () => {
    expect(shouldRetry(0, new ApiError(401, {}))).toBe(false);
    expect(shouldRetry(0, rateLimited(30))).toBe(false);
    expect(shouldRetry(0, unavailable(61))).toBe(false);
    expect(shouldRetry(0, unavailable(30))).toBe(true);
    expect(shouldRetry(0, new ApiError(503, {}))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, {}))).toBe(false);
  });

  test('the retry waits at least the Retry-After, else backs off as react-query does', () => {
    expect(retryDelay(0, rateLimited(20))).toBe(20_000);
    expect(retryDelay(0, new ApiError(503, {}))).toBe(1000);
    expect(retryDelay(3, new ApiError(503, {}))).toBe(8000);
    expect(retryDelay(10, new ApiError(503, {}))).toBe(30_000);
  });

  test('a query answered 503 with Retry-After: 20 is asked again after 20 s, not before, and then succeeds', async () => {
    jest.useFakeTimers();
    let calls = 0;
    const queryClient = createAppQueryClient();
    const result = queryClient.fetchQuery({
      queryKey: entityKeys.status('rate-limited'),
      queryFn: async () => {
        calls += 1;
        if (calls === 1) throw unavailable(20);
        return statusFromUnknown(wireStatus('rate-limited'))!;
      },
    });
    await jest.advanceTimersByTimeAsync(19_000);
    expect(calls).toBe(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    await expect(result).resolves.toMatchObject({ id: 'rate-limited' });
    queryClient.clear();
  });
});
