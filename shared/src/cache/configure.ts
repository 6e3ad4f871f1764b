import type { QueryClient } from '@tanstack/react-query';
// Not re-exported by cache/index: it bundles the eviction pass statically (tests, tools). The app uses
// `configureEntityCacheAsync` (entityDefaults.ts), which fetches that pass as a chunk of its own.
import type { EntityCacheLimits } from './eviction';
import { watchEntityCache } from './evictionPass';
import { setEntityCacheDefaults } from './entityDefaults';

export { ENTITY_GC_TIME } from './entityDefaults';

/**
 * Defaults for the entity keys: imported entities are kept fresh by imports and streaming, so they
 * never go stale on their own. Statuses, accounts and notifications are not dropped on a timer
 * (timelines refer to them by id while no component observes them); instead the cache is bounded:
 * past `limits` the least recently updated entities that no view holds (`holdEntities`) and no
 * component observes are evicted. Returns a function that stops the bounding.
 */
export function configureEntityCache(queryClient: QueryClient, limits: EntityCacheLimits = {}): () => void {
  setEntityCacheDefaults(queryClient);
  return watchEntityCache(queryClient, limits);
}
