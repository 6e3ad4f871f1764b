import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApiClient } from '../api/client';
import { BusContext, createBus } from '../bus/bus';
import { ApiClientProvider } from '../cache/apiClientContext';
import { configureEntityCache } from '../cache/configure';
import { entityKeys } from '../cache/keys';
import { fakeFetch } from '../test-helpers/fakeFetch';
import { copy, fixtures } from '../test-helpers/fixtures';
import { useTimelineFeed } from './useTimelineFeed';

const wire = (id: string) => ({ ...copy(fixtures.mastodon.status), id });

describe('useTimelineFeed', () => {
  test('loads the first page into the cache and the state; polls newer without a socket; stops on unmount', async () => {
    const queryClient = new QueryClient();
    configureEntityCache(queryClient);
    let newest = 3;
    const { fetch, calls } = fakeFetch((call) => {
      const url = new URL(call.url);
      const minId = url.searchParams.get('min_id');
      const ids = Array.from({ length: newest }, (_, i) => String(newest - i)).filter((id) => !minId || Number(id) > Number(minId));
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
});
