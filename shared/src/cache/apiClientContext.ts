import { useQueryClient } from '@tanstack/react-query';
import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react';
import type { ApiClient } from '../api/client';
import { recordMissingEndpoint } from '../features/missing';

const ApiClientContext = createContext<ApiClient | null>(null);

/**
 * Makes the API client available to the entity hooks (useStatus, useAccount, …), and records in the
 * capabilities each optional endpoint the client finds missing on the server (`features/missing.ts`).
 */
export function ApiClientProvider({ client, children }: { client: ApiClient; children?: ReactNode }) {
  const queryClient = useQueryClient();
  useEffect(
    // A test double may be a partial client without the listener.
    () =>
      typeof client.onMissingEndpoint === 'function'
        ? client.onMissingEndpoint((name) => recordMissingEndpoint(queryClient, client.config.baseUrl, name))
        : undefined,
    [client, queryClient],
  );
  return createElement(ApiClientContext.Provider, { value: client }, children);
}

/** The client from ApiClientProvider, or null when none is provided (hooks then read the cache only). */
export function useOptionalApiClient(): ApiClient | null {
  return useContext(ApiClientContext);
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider>');
  return client;
}
