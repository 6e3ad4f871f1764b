// Test helper: a fetch double that records calls and answers with canned responses.
// (jsdom has no fetch/Response/Headers, so a minimal Response-like object is built here.)

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal | null;
}

export function fakeResponse({ status = 200, body = null, headers = {} }: FakeReply = {}): Response {
  const lower = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
  const text = body === null || body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => text,
  } as unknown as Response;
}

/** A fetch that answers each call with `reply(call)` and keeps every call in `calls`. */
export function fakeFetch(reply: (call: RecordedCall) => FakeReply | Promise<FakeReply> = () => ({ body: {} })) {
  const calls: RecordedCall[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body,
      signal: init.signal,
    };
    calls.push(call);
    return fakeResponse(await reply(call));
  });
  return { fetch: fetchImpl as unknown as typeof fetch, calls };
}

/** Entries of a FormData or URLSearchParams body, for assertions. */
export function bodyEntries(body: unknown): Array<[string, unknown]> {
  if (body instanceof FormData || body instanceof URLSearchParams) return [...body.entries()];
  throw new Error(`Not a form body: ${String(body)}`);
}
