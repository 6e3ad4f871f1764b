import type { HttpConfig } from './http';

/** What every resource module needs: where the server is and how to get the current token. */
export interface ApiClientConfig {
  /** Server origin, e.g. `https://example.social`; empty string means the page's own origin. */
  baseUrl: string;
  /** Read on every call, so a login or logout takes effect without rebuilding the client. */
  getToken?: () => string | null | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
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
