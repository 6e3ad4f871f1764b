import type { HttpConfig } from './http';

/** What every resource module needs: where the server is and how to get the current token. */
export interface ApiClientConfig {
  /** Server origin, e.g. `https://example.social`; empty string means the page's own origin. */
  baseUrl: string;
  /** Read on every call, so a login or logout takes effect without rebuilding the client. */
  getToken?: () => string | null | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Per-call options every method accepts as its last argument. */
export interface CallOptions {
  signal?: AbortSignal;
}

export function httpConfigOf(config: ApiClientConfig): HttpConfig {
  return {
    baseUrl: config.baseUrl,
    token: config.getToken?.() ?? null,
    fetch: config.fetch,
    timeoutMs: config.timeoutMs,
  };
}
