import type { HttpConfig } from './http';
import type { OptionalEndpoint } from './optional';

/** What every resource module needs: where the server is and how to get the current token. */
export interface ApiClientConfig {
  /** Server origin, e.g. `https://example.social`; empty string means the page's own origin. */
  baseUrl: string;
  /** Read on every call, so a login or logout takes effect without rebuilding the client. */
  getToken?: () => string | null | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Told when a call shows the server lacks an optional endpoint (a 404, 405 or 501 from it: `optional.ts`). */
  onMissingEndpoint?: (name: OptionalEndpoint) => void;
  /**
   * Called with the token a call carried when the server answered it 401 (the token expired or was
   * revoked): the session ends (the shell's SessionProvider). The call still throws its ApiError.
   */
  onUnauthorized?: (token: string) => void;
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
    onUnauthorized: config.onUnauthorized,
  };
}
