import type { QueryClient } from '@tanstack/react-query';
import { watchEntityCache, type EntityCacheLimits } from './eviction';

/** How long unobserved relationships stay cached. */
export const ENTITY_GC_TIME = 30 * 60_000;

/**
 * Defaults for the entity keys: imported entities are kept fresh by imports and streaming, so they
 * never go stale on their own. Statuses, accounts and notifications are not dropped on a timer
 * (timelines refer to them by id while no component observes them); instead the cache is bounded:
 * past `limits` the least recently updated entities that no view holds (`holdEntities`) and no
 * component observes are evicted. Returns a function that stops the bounding.
 */
export function configureEntityCache(queryClient: QueryClient, limits: EntityCacheLimits = {}): () => void {
  for (const kind of ['status', 'account', 'notification']) {
    queryClient.setQueryDefaults([kind], { staleTime: Infinity, gcTime: Infinity });
  }
  queryClient.setQueryDefaults(['relationship'], { staleTime: Infinity, gcTime: ENTITY_GC_TIME });
  return watchEntityCache(queryClient, limits);
}
