import { bodyEntries, fetchRouter } from '../../testing/fetchRouter';
import { fixtures } from '../test-helpers/fixtures';
import { createApiClient } from './client';
import { ApiError, NetworkError } from './errors';
import { uploadMediaWithProgress } from '../uploads';
import { SchemaError } from '../api_types/parse';

const BASE = 'https://snac.example';

describe('statuses.create with urlencoded (snac)', () => {
  test('sends the fields form-encoded, poll options as poll[options][]', async () => {
    const fake = fetchRouter(() => ({ body: fixtures.akkoma.status }));
    const client = createApiClient({ baseUrl: BASE, fetch: fake.fetch, getToken: () => 't' });
    await client.statuses.create(
      {
        status: 'q?',
        media_ids: ['m1'],
        poll: { options: ['a', 'b'], expires_in: 600, multiple: false },
        idempotencyKey: 'k1',
      },
      { urlencoded: true },
    );
    const call = fake.calls[0]!;
    expect(call.body).toBeInstanceOf(URLSearchParams);
    expect(bodyEntries(call.body)).toEqual([
      ['status', 'q?'],
      ['media_ids[]', 'm1'],
      ['poll[options][]', 'a'],
      ['poll[options][]', 'b'],
      ['poll[expires_in]', '600'],
      ['poll[multiple]', 'false'],
    ]);
    expect(call.headers['Idempotency-Key']).toBe('k1');
  });

  test('stays multipart without the option', async () => {
    const fake = fetchRouter(() => ({ body: fixtures.akkoma.status }));
    const client = createApiClient({ baseUrl: BASE, fetch: fake.fetch });
    await client.statuses.edit('1', { status: 'x' });
    expect(fake.calls[0]!.body).toBeInstanceOf(FormData);
    expect(fake.calls[0]!.method).toBe('PUT');
  });
});

/** A scriptable XMLHttpRequest stand-in. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  body: unknown;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onprogress: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
    this.onloadend?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
    this.onloadend?.();
  }
}

describe('uploadMediaWithProgress', () => {
  const original = globalThis.XMLHttpRequest;
  beforeEach(() => {
    (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
  });

  test('reports progress and answers the normalized attachment', async () => {
    const progress = jest.fn();
    const done = uploadMediaWithProgress(
      { baseUrl: BASE, getToken: () => 'tok' },
      { file: new Blob(['abc']), filename: 'a.png', description: 'd' },
      progress,
    );
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${BASE}/api/v1/media`);
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect((xhr.body as FormData).get('description')).toBe('d');
    xhr.upload.onprogress?.({ loaded: 1, total: 3, lengthComputable: true });
    expect(progress).toHaveBeenCalledWith({ loaded: 1, total: 3 });
    xhr.answer(200, { id: 'm1', type: 'image', url: '/m1.png', description: 'd' });
    await expect(done).resolves.toMatchObject({ id: 'm1', type: 'image', description: 'd' });
  });

  test('fails with ApiError on an error answer and NetworkError when none came', async () => {
    const failed = uploadMediaWithProgress({ baseUrl: BASE }, { file: new Blob(['x']) }, () => {});
    FakeXhr.last!.answer(413, { error: 'File is too large' });
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ status: 413, message: 'File is too large' });
    const dropped = uploadMediaWithProgress({ baseUrl: BASE }, { file: new Blob(['x']) }, () => {});
    FakeXhr.last!.onerror?.();
    FakeXhr.last!.onloadend?.();
    await expect(dropped).rejects.toBeInstanceOf(NetworkError);
  });

  test('a success whose answer is not JSON fails as unreadable (SchemaError)', async () => {
    const broken = uploadMediaWithProgress({ baseUrl: BASE }, { file: new Blob(['x']) }, () => {});
    FakeXhr.last!.answer(200, '{"malformed": tru');
    await expect(broken).rejects.toBeInstanceOf(SchemaError);
  });

  test('an upload with no progress for the timeout is abandoned as timed out; progress keeps it going', async () => {
    jest.useFakeTimers();
    try {
      const slow = uploadMediaWithProgress({ baseUrl: BASE, timeoutMs: 1000 }, { file: new Blob(['abc']) }, () => {});
      const xhr = FakeXhr.last!;
      await jest.advanceTimersByTimeAsync(800);
      xhr.upload.onprogress?.({ loaded: 1, total: 3, lengthComputable: true });
      await jest.advanceTimersByTimeAsync(800);
      xhr.answer(200, { id: 'm2', type: 'image', url: '/m2.png' });
      await expect(slow).resolves.toMatchObject({ id: 'm2' });

      const stalled = uploadMediaWithProgress({ baseUrl: BASE, timeoutMs: 1000 }, { file: new Blob(['x']) }, () => {});
      const caught = stalled.catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(1000);
      expect(await caught).toMatchObject({ name: 'NetworkError', timedOut: true });
    } finally {
      jest.useRealTimers();
    }
  });
});
