import type { ApiClient } from '@fedi/shared';

/** Reads the startup calls make without the token (spec §7): kept in the worker's anonymous cache. */
const STARTUP = /^\/(?:api\/v[12]\/instance|nodeinfo|\.well-known\/|static\/)/;

/**
 * The reads an offline start needs: the service worker's `API_FIRST_SCREEN` (shell/public/service-worker.js;
 * warmCache.test.ts holds the two lists together). Nothing else is asked again: a page's resource entries do
 * not say which method made them, and a path that only takes POST (a follow, a chat's read mark, a chat
 * opened, a report's note) asked as a GET can only fail.
 */
export const FIRST_SCREEN_READS = [
  '/api/v1/instance',
  '/api/v2/instance',
  '/nodeinfo',
  '/.well-known/nodeinfo',
  '/api/pleroma/frontend_configurations',
  '/api/v1/custom_emojis',
  '/api/pleroma/emoji',
  '/static/',
  '/api/v1/accounts/verify_credentials',
  '/api/v1/timelines/',
  '/api/v1/notifications',
  '/api/v1/markers',
  '/api/v1/preferences',
] as const;

/** One of them: the path itself, or under a folder of them (`/static/`, `/api/v1/timelines/`). */
const firstScreenRead = (path: string) =>
  FIRST_SCREEN_READS.some((read) => (read.endsWith('/') ? path.startsWith(read) : path === read));

/**
 * The first worker took the page over after the first screen was read: the first screen's reads of the page
 * so far that the server answered (the timeline, the session's account…) are asked again through it, with
 * the session's client (its token rules and origin guard), so the next start has them offline. A read that
 * failed — a call this server lacks, a fault — is not asked again.
 */
export function warmCache(api: Pick<ApiClient, 'call'>): void {
  const seen = new Set<string>();
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (entry.initiatorType !== 'fetch' || seen.size >= 60) continue;
    if (entry.responseStatus !== undefined && (entry.responseStatus < 200 || entry.responseStatus > 299)) continue;
    const url = new URL(entry.name);
    if (url.origin !== window.location.origin || !firstScreenRead(url.pathname) || seen.has(url.href)) continue;
    seen.add(url.href);
    void api.call(`${url.pathname}${url.search}`, { anonymous: STARTUP.test(url.pathname) }).catch(() => undefined);
  }
}
