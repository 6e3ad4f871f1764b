import { ApiError, NetworkError } from './errors';
import { parseLinkHeader, type PageLinks } from './links';

export type Query = Record<string, string | number | boolean | undefined | null | Array<string | number>>;

export interface HttpConfig {
  /** Server origin, e.g. `https://example.social`; empty string means the page's own origin. */
  baseUrl: string;
  token?: string | null;
  fetch?: typeof fetch;
  /** Milliseconds before a request is abandoned (default 30 s). */
  timeoutMs?: number;
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

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One HTTP call to the server. Throws ApiError for non-2xx answers and NetworkError when none came. */
export async function request<T>(
  config: HttpConfig,
  path: string,
  options: RequestOptions = {},
): Promise<HttpResponse<T>> {
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
  const timer = setTimeout(() => timeout.abort(), config.timeoutMs ?? 30_000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  try {
    response = await doFetch(buildUrl(config.baseUrl, path, options.query), {
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
  if (!response.ok) throw new ApiError(response.status, data);
  return {
    data: data as T,
    status: response.status,
    links: parseLinkHeader(response.headers.get('Link')),
    headers: response.headers,
  };
}
