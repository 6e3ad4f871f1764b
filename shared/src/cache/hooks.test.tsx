import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApiClient } from '../api/client';
import { entityKeys } from './keys';
import { statusFromUnknown } from '../models/status';
import { fetchRouter } from '../../testing/fetchRouter';
import { copy, fixtures } from '../test-helpers/fixtures';
import { ApiClientProvider } from './apiClientContext';
import { useAccount, useRelationship, useStatus } from './hooks';
import { importAccount, importStatus } from './importer';

function wrapperFor(queryClient: QueryClient, fetchImpl?: typeof fetch) {
  const client = fetchImpl ? createApiClient({ baseUrl: 'https://a', fetch: fetchImpl }) : null;
  return function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        {client ? <ApiClientProvider client={client}>{children}</ApiClientProvider> : children}
      </QueryClientProvider>
    );
  };
}

describe('entity hooks', () => {
  test('useStatus reads the cache and follows account updates', async () => {
    const queryClient = new QueryClient();
    importStatus(queryClient, statusFromUnknown(fixtures.akkoma.status)!);
    const { result } = renderHook(() => useStatus('AeZk9XaQ1bC2dE3fG4'), { wrapper: wrapperFor(queryClient) });
    expect(result.current?.account.display_name).toBe('Lain');
    act(() => {
      importAccount(queryClient, { ...result.current!.account, display_name: 'Lain Iwakura' });
    });
    await waitFor(() => expect(result.current?.account.display_name).toBe('Lain Iwakura'));
    expect(result.current?.text).toBe('hello $[spin :blobcat:] world #art');
    queryClient.clear();
  });

  test('useStatus fetches a missing status once and caches it', async () => {
    const queryClient = new QueryClient();
    const { fetch, calls } = fetchRouter(() => ({ body: copy(fixtures.snac.status) }));
    const { result } = renderHook(() => useStatus('17176543210123456'), { wrapper: wrapperFor(queryClient, fetch) });
    await waitFor(() => expect(result.current?.id).toBe('17176543210123456'));
    expect(calls.map((c) => c.url)).toEqual(['https://a/api/v1/statuses/17176543210123456']);
    expect(queryClient.getQueryData(entityKeys.account('7c9e6679a7a6b0f6'))).toBeDefined();
    queryClient.clear();
  });

  test('useAccount without id or client does nothing', () => {
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useAccount(undefined), { wrapper: wrapperFor(queryClient) });
    expect(result.current).toBeUndefined();
    queryClient.clear();
  });

  test('useRelationship asks the server only with a token: a visitor has no relationships (issue 28)', async () => {
    const queryClient = new QueryClient();
    const { fetch, calls } = fetchRouter(() => ({ body: [{ id: 'u1', following: true }] }));
    const visitor = createApiClient({ baseUrl: 'https://a', fetch });
    const wrap = (client: ReturnType<typeof createApiClient>) =>
      function Wrapper({ children }: { children?: ReactNode }) {
        return (
          <QueryClientProvider client={queryClient}>
            <ApiClientProvider client={client}>{children}</ApiClientProvider>
          </QueryClientProvider>
        );
      };
    const asVisitor = renderHook(() => useRelationship('u1'), { wrapper: wrap(visitor) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asVisitor.result.current).toBeUndefined();
    expect(calls).toEqual([]);
    asVisitor.unmount();
    const signedIn = createApiClient({ baseUrl: 'https://a', fetch, getToken: () => 'tok' });
    const { result } = renderHook(() => useRelationship('u1'), { wrapper: wrap(signedIn) });
    await waitFor(() => expect(result.current?.following).toBe(true));
    expect(calls.map((c) => c.url)).toEqual(['https://a/api/v1/accounts/relationships?id%5B%5D=u1']);
    queryClient.clear();
  });
});
