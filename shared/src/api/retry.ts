import { ApiError, NetworkError } from './errors';

/** How many times a failed query is tried again on its own before its error (with Retry) shows. */
export const QUERY_RETRIES = 1;

/**
 * A failure that may pass by itself: a dropped connection or a 500/502/503/504. Not a timeout (the
 * person already waited the whole timeout), not a 4xx (a 401, 403, 404 or 429 answers the same again,
 * and retrying a 429 at once is what the rate limit forbids) and not an unreadable answer.
 */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return !error.timedOut;
  if (error instanceof ApiError) return [500, 502, 503, 504].includes(error.status);
  return false;
}

/** react-query's `retry` for the app's QueryClient: transient failures only, `QUERY_RETRIES` times. */
export function retryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRIES && isTransientFailure(error);
}
