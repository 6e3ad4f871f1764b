import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../api/client';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Makes the API client available to the entity hooks (useStatus, useAccount, …). */
export function ApiClientProvider({ client, children }: { client: ApiClient; children?: ReactNode }) {
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
