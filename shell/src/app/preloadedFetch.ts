import type { InitialResults } from './initialResults';

/**
 * Startup answers that stand for the whole page life: the app asks some of them from more than one
 * place (instance config, capabilities, the composer's limits), and none is ever asked again for
 * fresh data during a page's life.
 */
const STARTUP_PATHS = [
  '/api/v1/instance',
  '/nodeinfo/2.0.json',
  '/.well-known/nodeinfo',
  '/api/pleroma/frontend_configurations',
  '/api/v1/pleroma/emoji',
  '/api/v1/custom_emojis',
];

export function isStartupPath(path: string): boolean {
  return STARTUP_PATHS.includes(path) || path.startsWith('/static/');
}

function requestPath(input: RequestInfo | URL, origin: string): string | null {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  try {
    const url = new URL(href, origin);
    return url.origin === origin ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}

function methodOf(input: RequestInfo | URL, init?: RequestInit): string {
  if (init?.method) return init.method.toUpperCase();
  return typeof input === 'object' && 'method' in input ? input.method.toUpperCase() : 'GET';
}

function answer(body: string): Response {
  let json = true;
  try {
    JSON.parse(body);
  } catch {
    json = false;
  }
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': json ? 'application/json' : 'text/html; charset=utf-8' },
  });
}

/**
 * A fetch that answers GET requests on the page's origin from the embedded initial results instead of
 * the network: a startup path (see above) for the page's life, any other embedded path only for its
 * first request. Everything else goes to `base`.
 */
export function createPreloadedFetch(results: InitialResults, base: typeof fetch, origin: string): typeof fetch {
  if (results.size === 0) return base;
  return (input: RequestInfo | URL, init?: RequestInit) => {
    const path = methodOf(input, init) === 'GET' ? requestPath(input, origin) : null;
    const body = path === null ? undefined : results.get(path);
    if (path === null || body === undefined) return base(input, init);
    if (!isStartupPath(path)) results.delete(path);
    return Promise.resolve(answer(body));
  };
}
