/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** shell/public/service-worker.js with a Map-backed CacheStorage and a scripted network. */
class FakeCache {
  entries = new Map<string, Response>();
  async match(request: Request | string) {
    return this.entries.get(typeof request === 'string' ? new URL(request, ORIGIN).href : request.url)?.clone();
  }
  async put(request: Request | string, response: Response) {
    this.entries.set(typeof request === 'string' ? new URL(request, ORIGIN).href : request.url, response);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: Request | string) {
    return this.entries.delete(typeof request === 'string' ? new URL(request, ORIGIN).href : request.url);
  }
}

const ORIGIN = 'https://fedi.example';

function loadWorker(network: (request: Request) => Response) {
  const stores = new Map<string, FakeCache>();
  const caches = {
    open: async (name: string) => stores.get(name) ?? stores.set(name, new FakeCache()).get(name)!,
    delete: async (name: string) => stores.delete(name),
    has: async (name: string) => stores.has(name),
    keys: async () => [...stores.keys()],
    match: async (request: Request | string, options?: { cacheName?: string }) =>
      options?.cacheName ? stores.get(options.cacheName)?.match(request) : undefined,
  };
  let online = true;
  const fetch = async (request: Request) => {
    if (!online) throw new TypeError('Failed to fetch');
    return network(request);
  };
  const listeners: Record<string, (event: unknown) => void> = {};
  const posted: string[] = [];
  const self = {
    location: new URL(`${ORIGIN}/service-worker.js`),
    registration: {},
    clients: { claim: async () => undefined },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
  };
  const clients = {
    get: async () => ({ postMessage: (message: { type: string }) => posted.push(message.type) }),
    matchAll: async () => [],
  };
  const source = readFileSync(join(__dirname, '..', '..', '..', 'public', 'service-worker.js'), 'utf8');
  new Function('self', 'clients', 'caches', 'fetch', source)(self, clients, caches, fetch);
  /** A page's API read: the worker's answer (or its failure). */
  const read = async (path: string, token: string | null, clientId = 'page-1') => {
    const request = new Request(`${ORIGIN}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    let answer: Promise<Response> | undefined;
    const waits: Array<Promise<unknown>> = [];
    listeners.fetch!({
      request,
      clientId,
      respondWith: (r: Promise<Response>) => (answer = r),
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    if (!answer) throw new Error('not answered by the worker');
    const response = await answer;
    await Promise.all(waits);
    return response;
  };
  /** A message from a page (the waits it asks for done). */
  const message = async (data: unknown) => {
    const waits: Array<Promise<unknown>> = [];
    listeners.message!({ data, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { read, message, stores, posted, setOnline: (value: boolean) => (online = value) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the worker keeps API reads per account', () => {
  test('each token has its own cache; offline, an account gets only its own copy, never another one’s', async () => {
    const worker = loadWorker((request) => json({ for: request.headers.get('Authorization') ?? 'nobody' }));
    await worker.read('/api/v1/timelines/home', 'alice-token');
    await worker.read('/api/v1/timelines/home', 'bob-token');
    const names = [...worker.stores.keys()].filter((name) => name.startsWith('fedi-api:'));
    expect(names).toHaveLength(2);
    expect(names.every((name) => name.startsWith(`fedi-api:${ORIGIN}:`))).toBe(true);
    expect(names.join()).not.toContain('alice-token'); // the cache name holds a hash, not the token

    worker.setOnline(false);
    expect(await (await worker.read('/api/v1/timelines/home', 'bob-token', 'page-2')).json()).toEqual({
      for: 'Bearer bob-token',
    });
    expect(await (await worker.read('/api/v1/timelines/home', 'alice-token', 'page-3')).json()).toEqual({
      for: 'Bearer alice-token',
    });
    // without a token (signed out) nothing of theirs comes back
    await expect(worker.read('/api/v1/timelines/home', null, 'page-4')).rejects.toThrow('Failed to fetch');
  });

  test('a page’s first ask of a first-screen read is the kept copy at once, refreshed behind it; the next ask is the network', async () => {
    let version = 1;
    const worker = loadWorker(() => json({ version }));
    await worker.read('/api/v1/timelines/home', 'alice-token', 'visit-1');
    version = 2;
    expect(await (await worker.read('/api/v1/timelines/home', 'alice-token', 'visit-2')).json()).toEqual({
      version: 1,
    });
    expect(worker.posted).toEqual(['fedi:refreshed']);
    expect(await (await worker.read('/api/v1/timelines/home', 'alice-token', 'visit-2')).json()).toEqual({
      version: 2,
    });
  });

  test('a signed-out account’s cache is not brought back by a read answered after the sign-out', async () => {
    let answer: (response: Response) => void = () => undefined;
    let asked: () => void = () => undefined;
    const onTheWay = new Promise<void>((resolve) => (asked = resolve));
    const worker = loadWorker((request) => {
      if (!request.url.endsWith('/slow')) return json({});
      asked();
      return new Promise((resolve) => (answer = resolve)) as never;
    });
    await worker.read('/api/v1/timelines/home', 'alice-token');
    const [name] = [...worker.stores.keys()].filter((key) => key.startsWith('fedi-api:'));
    const late = worker.read('/api/v1/slow', 'alice-token');
    await onTheWay;
    await worker.message({ type: 'fedi:forget-cache', name });
    expect(worker.stores.has(name!)).toBe(false);
    answer(json({ late: true }));
    await late;
    expect(worker.stores.has(name!)).toBe(false);
    // another account's reads are kept as before
    await worker.read('/api/v1/timelines/home', 'bob-token');
    expect([...worker.stores.keys()].filter((key) => key.startsWith('fedi-api:'))).toHaveLength(1);
  });

  test('a refused token (401) deletes that account’s cache', async () => {
    let status = 200;
    const worker = loadWorker(() => json({}, status));
    await worker.read('/api/v1/accounts/verify_credentials', 'alice-token');
    expect([...worker.stores.keys()].filter((name) => name.startsWith('fedi-api:'))).toHaveLength(1);
    status = 401;
    await worker.read('/api/v1/notifications?limit=20', 'alice-token');
    expect([...worker.stores.keys()].filter((name) => name.startsWith('fedi-api:'))).toHaveLength(0);
  });

  test('never keeps streaming, app registration, push or admin calls', async () => {
    const worker = loadWorker(() => json({}));
    for (const path of ['/api/v1/apps', '/api/v1/push/subscription', '/api/pleroma/admin/users'])
      await expect(worker.read(path, 'alice-token')).rejects.toThrow('not answered by the worker');
  });
});
