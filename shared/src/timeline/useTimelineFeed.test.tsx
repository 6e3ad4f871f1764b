import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApiClient } from '../api/client';
import { BusContext, createBus } from '../bus/bus';
import { ApiClientProvider } from '../cache/apiClientContext';
import { configureEntityCache } from '../cache/configure';
import { entityKeys } from '../cache/keys';
import { fetchRouter } from '../../testing/fetchRouter';
import { copy, fixtures } from '../test-helpers/fixtures';
import { sessionStreamingHub } from '../streaming/hub';
import type { StreamingOptions } from '../streaming/client';
import type { WebSocketConstructor } from '../streaming/types';
import { FakeSocket } from '../test-helpers/fakeSocket';
import { sessionTimelineStreaming, timelineStream } from './streams';
import { useTimelineFeed } from './useTimelineFeed';

const wire = (id: string) => ({ ...copy(fixtures.mastodon.status), id });

describe('useTimelineFeed', () => {
  test('loads the first page into the cache and the state; polls newer without a socket; stops on unmount', async () => {
    const queryClient = new QueryClient();
    configureEntityCache(queryClient);
    let newest = 3;
    const { fetch, calls } = fetchRouter((call) => {
      const url = new URL(call.url);
      const minId = url.searchParams.get('min_id');
      const ids = Array.from({ length: newest }, (_, i) => String(newest - i)).filter(
        (id) => !minId || Number(id) > Number(minId),
      );
      return { body: ids.map(wire) };
    });
    const client = createApiClient({ baseUrl: 'https://m.example', fetch });
    const bus = createBus();
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <BusContext.Provider value={bus}>{children}</BusContext.Provider>
        </ApiClientProvider>
      </QueryClientProvider>
    );
    const { result, unmount } = renderHook(() => useTimelineFeed({ name: 'friends' }), { wrapper });
    await waitFor(() => expect(result.current.state.visibleStatuses).toEqual(['3', '2', '1']));
    expect(calls[0]?.url).toBe('https://m.example/api/v1/timelines/home?limit=20');
    // polling (no socket) waits its 20 s after the first page
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
    expect(queryClient.getQueryData(entityKeys.status('3'))).toBeDefined();

    newest = 5;
    await act(() => result.current.fetchNewer());
    expect(calls.at(-1)?.url).toContain('min_id=3');
    expect(result.current.state.newStatusCount).toBe(2);
    act(() => result.current.showNew());
    expect(result.current.state.visibleStatuses).toEqual(['5', '4', '3', '2', '1']);

    unmount();
    queryClient.clear();
  });

  test('reload() starts a new feed from the newest page', async () => {
    const queryClient = new QueryClient();
    configureEntityCache(queryClient);
    let newest = 2;
    const { fetch, calls } = fetchRouter(() => ({
      body: Array.from({ length: newest }, (_, i) => wire(String(newest - i))),
    }));
    const client = createApiClient({ baseUrl: 'https://m.example', fetch });
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
    const { result, unmount } = renderHook(
      () => useTimelineFeed({ name: 'public' }, { params: { reply_visibility: 'following' } }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.state.visibleStatuses).toEqual(['2', '1']));
    const first = result.current.feed;
    expect(first).not.toBeNull();
    expect(calls[0]?.url).toContain('reply_visibility=following');
    newest = 4;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state.visibleStatuses).toEqual(['4', '3', '2', '1']));
    expect(result.current.feed).not.toBe(first);
    // a first page again (no min_id), not a poll for newer
    expect(calls.at(-1)?.url).not.toContain('min_id');
    unmount();
    queryClient.clear();
  });

  test('the stream becoming known keeps the feed and its first page: the socket starts, nothing is fetched again', async () => {
    FakeSocket.instances = [];
    const queryClient = new QueryClient();
    configureEntityCache(queryClient);
    const { fetch, calls } = fetchRouter(() => ({ body: [wire('2'), wire('1')] }));
    const client = createApiClient({ baseUrl: 'https://m.example', fetch });
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
    const streaming: StreamingOptions = {
      baseUrl: 'https://m.example',
      stream: 'user',
      WebSocket: FakeSocket as unknown as WebSocketConstructor,
    };
    const { result, rerender, unmount } = renderHook(
      ({ live }: { live: boolean }) => useTimelineFeed({ name: 'friends' }, live ? { streaming } : {}),
      { wrapper, initialProps: { live: false } },
    );
    await waitFor(() => expect(result.current.state.visibleStatuses).toEqual(['2', '1']));
    const first = result.current.feed;
    expect(FakeSocket.instances).toHaveLength(0);

    rerender({ live: true });
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    expect(result.current.feed).toBe(first);
    expect(result.current.state.visibleStatuses).toEqual(['2', '1']);
    expect(calls).toHaveLength(1);
    // … and going back to polling stops the socket, still without asking for the first page again
    rerender({ live: false });
    await waitFor(() => expect(FakeSocket.instances[0]?.closedWith).toBeDefined());
    expect(result.current.feed).toBe(first);
    expect(calls).toHaveLength(1);
    unmount();
    queryClient.clear();
  });
});

describe('timeline streams', () => {
  test('picks the stream of each timeline', () => {
    expect(timelineStream({ name: 'friends' })).toEqual({ stream: 'user' });
    expect(timelineStream({ name: 'public' })).toEqual({ stream: 'public:local' });
    expect(timelineStream({ name: 'publicAndExternal' })).toEqual({ stream: 'public' });
    expect(timelineStream({ name: 'tag', tag: 'art' })).toEqual({ stream: 'hashtag', params: { tag: 'art' } });
    expect(timelineStream({ name: 'bookmarks' })).toBeNull();
  });

  test('streams a timeline on the session socket', () => {
    const options = sessionTimelineStreaming(
      { name: 'list', listId: '7' },
      { baseUrl: 'https://m.example', token: 'T' },
    );
    expect(options).toMatchObject({ baseUrl: 'https://m.example', stream: 'list', params: { list: '7' } });
    expect(options?.getToken?.()).toBe('T');
    expect(options?.hub).toBe(sessionStreamingHub('https://m.example', 'T'));
    expect(sessionTimelineStreaming({ name: 'favorites' }, { baseUrl: '', token: 'T' })).toBeNull();
  });
});
