import { QueryClient } from '@tanstack/react-query';
import { ApiError, configureEntityCacheAsync, retryQuery, type EntityCacheLimits } from '@fedi/shared';

/** Most a query retry waits for a server's `Retry-After`; a longer wait shows the error ('You are rate limited'). */
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * Whether a failed query is tried again: only a transient failure, once (`retryQuery`: a dropped
 * connection, a 500/502/503/504; never a 401, whose session has ended, a timeout or an unreadable
 * answer), and not when the server asks for a wait past `MAX_RETRY_AFTER_MS`.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.retryAfterMs ?? 0) > MAX_RETRY_AFTER_MS) return false;
  return retryQuery(failureCount, error);
}

/** react-query's own backoff (1 s, 2 s, 4 s… up to 30 s), never shorter than the server's `Retry-After`. */
export function retryDelay(attempt: number, error: unknown): number {
  const backoff = Math.min(1000 * 2 ** attempt, 30_000);
  return Math.max(backoff, error instanceof ApiError ? (error.retryAfterMs ?? 0) : 0);
}

/**
 * The session's one QueryClient: no refetch on window focus; retries respect `Retry-After` and stop at a
 * 401; while offline react-query pauses fetches and refetches stale queries when the connection is back
 * (its onlineManager defaults); and the entity cache bounded by count (`configureEntityCacheAsync`,
 * DATA_LAYER.md "Memory bound") instead of react-query's 5-minute collection, so a status scrolled away
 * and back after any pause renders from the cache without a refetch.
 */
/** When the entity cache's eviction pass is fetched: after the first screen, never in the first load. */
export const ENTITY_EVICTION_LOAD_MS = 10_000;

export function createAppQueryClient(
  limits?: EntityCacheLimits,
  { evictionLoadMs = ENTITY_EVICTION_LOAD_MS }: { evictionLoadMs?: number } = {},
): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: shouldRetry, retryDelay } },
  });
  // The eviction pass is a chunk of its own, fetched after the first screen: the first load carries only
  // the defaults (no entity is collected meanwhile).
  void configureEntityCacheAsync(queryClient, limits, { loadAfterMs: evictionLoadMs }).catch((error: unknown) =>
    console.warn('The entity cache bound could not load', error),
  );
  return queryClient;
}
