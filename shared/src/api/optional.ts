import { ApiError } from './errors';

/**
 * Optional calls: endpoints some servers of the family lack (checked against snac 2.96, which answers
 * 404 for each). A 404, 405 or 501 from one of them means this server lacks it: the API client reports it
 * (`ApiClientConfig.onMissingEndpoint`, wired by `ApiClientProvider`), it is recorded for the session in
 * the capabilities (`capabilities.missing`), and what needs it is no longer offered or falls back.
 */
export type OptionalEndpoint =
  /** GET /api/v1/timelines/direct: the Direct messages tab. */
  | 'directTimeline'
  /** GET /api/v1/conversations: the Direct messages tab on Mastodon. */
  | 'conversations'
  /** GET /api/v1/polls/:id: a poll's refresh (falls back to the status). */
  | 'pollRefresh'
  /** GET /api/v2/search: the remote-user resolver (falls back to /api/v1/accounts/search). */
  | 'searchV2'
  /** GET /api/v1/suggestions: who to follow. */
  | 'suggestions'
  /** /api/v1/domain_blocks: the settings' blocked domains. */
  | 'domainBlocks'
  /** GET /api/v1/timelines/bubble. */
  | 'bubbleTimeline';

const OPTIONAL: ReadonlyArray<{ name: OptionalEndpoint; method: string; path: RegExp }> = [
  { name: 'directTimeline', method: 'GET', path: /^\/api\/v1\/timelines\/direct\/?$/ },
  { name: 'conversations', method: 'GET', path: /^\/api\/v1\/conversations\/?$/ },
  { name: 'pollRefresh', method: 'GET', path: /^\/api\/v1\/polls\/[^/]+\/?$/ },
  { name: 'searchV2', method: 'GET', path: /^\/api\/v2\/search\/?$/ },
  { name: 'suggestions', method: 'GET', path: /^\/api\/v1\/suggestions\/?$/ },
  { name: 'domainBlocks', method: 'GET', path: /^\/api\/v1\/domain_blocks\/?$/ },
  { name: 'bubbleTimeline', method: 'GET', path: /^\/api\/v1\/timelines\/bubble\/?$/ },
];

/** The statuses that say "this server has no such call" (not "no such thing"): Not Found, Method Not Allowed, Not Implemented. */
const MISSING_STATUSES: ReadonlySet<number> = new Set([404, 405, 501]);

/** A failure that says the server has no such call (404, 405, 501), whichever call it was. */
export function isMissingEndpointError(error: unknown): boolean {
  return error instanceof ApiError && MISSING_STATUSES.has(error.status);
}

/** The optional endpoint a call goes to, or null (`path` without the query). */
export function optionalEndpointOf(method: string, path: string): OptionalEndpoint | null {
  const bare = path.split('?')[0] ?? path;
  return OPTIONAL.find((entry) => entry.method === method.toUpperCase() && entry.path.test(bare))?.name ?? null;
}

/** The optional endpoint `error` shows this server lacks, or null. */
export function missingEndpointOf(method: string, path: string, error: unknown): OptionalEndpoint | null {
  if (!isMissingEndpointError(error)) return null;
  return optionalEndpointOf(method, path);
}
