import type { QueryClient } from '@tanstack/react-query';
import type { EntityCacheLimits } from './eviction';

/** How long unobserved relationships stay cached. */
export const ENTITY_GC_TIME = 30 * 60_000;

/** The entity keys' defaults of the bounded cache: never stale, statuses/accounts/notifications never collected. */
export function setEntityCacheDefaults(queryClient: QueryClient): void {
  for (const kind of ['status', 'account', 'notification']) {
    queryClient.setQueryDefaults([kind], { staleTime: Infinity, gcTime: Infinity });
  }
  queryClient.setQueryDefaults(['relationship'], { staleTime: Infinity, gcTime: ENTITY_GC_TIME });
}

/**
 * `configureEntityCache` for the app's first load: the defaults now, the eviction pass (a chunk of its
 * own, `entity-eviction`) fetched `loadAfterMs` later (the cache cannot reach its limits in the first
 * seconds) and watching the cache from then on; no entity is collected meanwhile. Resolves to the stop
 * function.
 */
export async function configureEntityCacheAsync(
  queryClient: QueryClient,
  limits: EntityCacheLimits = {},
  { loadAfterMs = 0 }: { loadAfterMs?: number } = {},
): Promise<() => void> {
  setEntityCacheDefaults(queryClient);
  if (loadAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, loadAfterMs));
  const { watchEntityCache } = await import(/* webpackChunkName: "entity-eviction" */ './evictionPass');
  return watchEntityCache(queryClient, limits);
}
