import { SchemaError } from '../api_types/parse';
import { REQUEST_TIMEOUT } from '../constants';
import { ApiError, NetworkError, parseRetryAfter } from './errors';
import { parseLinkHeader, type PageLinks } from './links';

export type Query = Record<string, string | number | boolean | undefined | null | Array<string | number>>;

export interface HttpConfig {
  /** Server origin, e.g. `https://example.social`; empty string means the page's own origin. */
  baseUrl: string;
  token?: string | null;
  fetch?: typeof fetch;
  /** Milliseconds before a request is abandoned (default 30 s). */
  timeoutMs?: number;
  /** Told the token of a call the server answered 401 (see ApiClientConfig.onUnauthorized). */
  onUnauthorized?: (token: string) => void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as multipart form data (uploads, statuses) or urlencoded when `urlencoded` is set. */
  form?: FormData | URLSearchParams;
  headers?: Record<string, string>;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Send without the bearer token even when one is configured. */
  anonymous?: boolean;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  links: PageLinks;
  headers: Headers;
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(`${key}[]`, String(v)));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

/** The page's own origin (jsdom and browsers have one; elsewhere a placeholder that matches nothing real). */
function pageOrigin(): string {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null'
    ? location.origin
    : 'http://localhost';
}

/** The instance's origin: `baseUrl`'s, or the page's own when `baseUrl` is empty. */
export function instanceOrigin(baseUrl: string): string {
  return new URL(baseUrl || pageOrigin(), pageOrigin()).origin;
}

/**
 * A call to an address outside the instance's origin. The client only ever talks to its own server:
 * an absolute URL or `//host` path (e.g. one taken from server data) would carry the token elsewhere.
 */
export class ForeignOriginError extends Error {
  readonly url: string;
  constructor(url: string, origin: string) {
    super(`Refused a call to ${url}: the client only calls its instance (${origin})`);
    this.name = 'ForeignOriginError';
    this.url = url;
  }
}

/**
 * The full address of a call, checked to be on the instance's origin (throws `ForeignOriginError`
 * otherwise, before anything is sent). `path` must be a path of the server (`/api/…`).
 */
export function instanceUrl(baseUrl: string, path: string, query?: Query): string {
  const url = buildUrl(baseUrl, path, query);
  const origin = instanceOrigin(baseUrl);
  let target: URL;
  try {
    target = new URL(url, pageOrigin());
  } catch {
    throw new ForeignOriginError(url, origin);
  }
  if (!path.startsWith('/') || path.startsWith('//') || target.origin !== origin)
    throw new ForeignOriginError(url, origin);
  return url;
}

/**
 * The answer's body: parsed JSON, else its text. A successful answer that says it is JSON but does not
 * parse (cut short, broken by a proxy) throws `SchemaError`: the app cannot read it.
 */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (response.ok && /\bjson\b/i.test(response.headers.get('Content-Type') ?? ''))
      throw new SchemaError('answer (not valid JSON)', [], text);
    return text;
  }
}

/**
 * One HTTP call to the server. Throws ApiError for non-2xx answers and NetworkError when none came;
 * ForeignOriginError (nothing sent) for an address outside the instance's origin, so the bearer
 * token only ever goes to the instance.
 */
export async function request<T>(
  config: HttpConfig,
  path: string,
  options: RequestOptions = {},
): Promise<HttpResponse<T>> {
  const url = instanceUrl(config.baseUrl, path, options.query);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (config.token && !options.anonymous) headers.Authorization = `Bearer ${config.token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), config.timeoutMs ?? REQUEST_TIMEOUT);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  try {
    response = await doFetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const timedOut = timeout.signal.aborted;
    throw new NetworkError(timedOut ? 'Request timed out' : (cause as Error)?.message || 'Network error', timedOut);
  } finally {
    clearTimeout(timer);
  }
  const data = await readBody(response);
  if (response.status === 401 && config.token && !options.anonymous) config.onUnauthorized?.(config.token);
  if (!response.ok) throw new ApiError(response.status, data, parseRetryAfter(response.headers.get('Retry-After')));
  return {
    data: data as T,
    status: response.status,
    links: parseLinkHeader(response.headers.get('Link')),
    headers: response.headers,
  };
}
