import type { QueryClient } from '@tanstack/react-query';

/** How long unobserved entities stay cached (timelines refer to them by id). */
export const ENTITY_GC_TIME = 30 * 60_000;

/**
 * Defaults for the entity keys: imported entities are kept fresh by imports and streaming,
 * so they never go stale on their own, and stay cached a while after the last observer leaves.
 */
export function configureEntityCache(queryClient: QueryClient): void {
  for (const kind of ['status', 'account', 'relationship', 'notification']) {
    queryClient.setQueryDefaults([kind], { staleTime: Infinity, gcTime: ENTITY_GC_TIME });
  }
}
