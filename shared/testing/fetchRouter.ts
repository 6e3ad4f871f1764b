// The one fake `fetch` of the tests: routes "METHOD /path" (or one function) to canned answers and
// records every call. jsdom has no fetch/Response/Headers, so a minimal Response-like object is built.

/** One request the code under test made. */
export interface FetchCall {
  /** The full URL as requested. */
  url: string;
  method: string;
  /** The URL's path, without the query. */
  path: string;
  /** The URL's query. */
  query: URLSearchParams;
  /** "METHOD /path" (no query): the route it was matched against. */
  key: string;
  headers: Record<string, string>;
  body: unknown;
  /** The body when it is a FormData (uploads, forms). */
  form?: FormData;
  signal?: AbortSignal | null;
}

/** What a route answers (status 200 and an empty body unless given). */
export interface FetchAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FetchHandler = (call: FetchCall) => FetchAnswer | Promise<FetchAnswer>;
export type FetchRoute = FetchAnswer | FetchHandler;
/** "METHOD /path" → answer; a call to any other route is answered 404 `{ error: 'Not found' }`. */
export type FetchRoutes = Record<string, FetchRoute | undefined>;

export const NOT_FOUND: FetchAnswer = { status: 404, body: { error: 'Not found' } };

export function fakeResponse({ status = 200, body = null, headers = {} }: FetchAnswer = {}): Response {
  const lower = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
  const text = body === null || body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as unknown as Response;
}

/**
 * A fetch double: `routes` maps "METHOD /path" to an answer or a handler of the call, or one
 * handler answers every call (a handler may throw, or return a promise the test settles later).
 * Every call is kept in `calls`, in order. Pass `fetch` to `createApiClient`, or use
 * `installFetchRouter` for code that calls the global fetch.
 */
export function fetchRouter(routes: FetchRoutes | FetchHandler = {}) {
  const calls: FetchCall[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    // Relative URLs (same-origin API) are read against a placeholder origin.
    const parsed = new URL(url, 'http://same-origin.invalid');
    const method = init.method ?? 'GET';
    const call: FetchCall = {
      url,
      method,
      path: parsed.pathname,
      query: parsed.searchParams,
      key: `${method} ${parsed.pathname}`,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body,
      ...(init.body instanceof FormData ? { form: init.body } : {}),
      signal: init.signal ?? null,
    };
    calls.push(call);
    const route = typeof routes === 'function' ? routes : (routes[call.key] ?? NOT_FOUND);
    return fakeResponse(typeof route === 'function' ? await route(call) : route);
  });
  return { fetch: fetchImpl as unknown as typeof fetch, mock: fetchImpl, calls };
}

/** `fetchRouter` installed as the global fetch (for code that uses the session's client). */
export function installFetchRouter(routes: FetchRoutes | FetchHandler = {}) {
  const router = fetchRouter(routes);
  globalThis.fetch = router.fetch;
  return router;
}

/** Entries of a FormData or URLSearchParams body, for assertions. */
export function bodyEntries(body: unknown): Array<[string, unknown]> {
  if (body instanceof FormData || body instanceof URLSearchParams) return [...body.entries()];
  throw new Error(`Not a form body: ${String(body)}`);
}
