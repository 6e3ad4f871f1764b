import { QueryClient } from '@tanstack/react-query';
import { configureEntityCache, type EntityCacheLimits } from '@fedi/shared';

/**
 * The session's one QueryClient: no refetch on window focus, and the entity cache bounded by count
 * (`configureEntityCache`, DATA_LAYER.md "Memory bound") instead of react-query's 5-minute collection,
 * so a status scrolled away and back after any pause renders from the cache without a refetch.
 */
export function createAppQueryClient(limits?: EntityCacheLimits): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  configureEntityCache(queryClient, limits);
  return queryClient;
}
