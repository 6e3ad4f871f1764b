import { fetchRouter, type FetchAnswer } from '../../testing/fetchRouter';
import { ApiError, NetworkError } from './errors';
import { errorText } from './errorText';
import { request } from './http';
import { isTransientFailure, retryQuery } from './retry';
import { SchemaError } from '../api_types/parse';

const keyOnly = (key: string, args?: Record<string, unknown>) =>
  args && Object.keys(args).length ? `${key}${JSON.stringify(args)}` : key;

describe('error mapping (spec §8)', () => {
  test.each([
    [429, 'shared:errors.rate_limited', 'You are rate limited'],
    [500, 'shared:errors.internal_server_error', 'Internal Server Error'],
    [503, 'shared:errors.backend_unavailable', 'The backend is not available'],
    [418, 'shared:errors.unexpected_status{"code":418}', 'Unexpected status: 418'],
  ])('status %i → %s', async (status, key, message) => {
    const { fetch } = fetchRouter(() => ({ status, body: '<html>oops</html>' }));
    const error = await request({ baseUrl: 'https://x.example', fetch }, '/api/v1/timelines/home').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message, body: '<html>oops</html>' });
    expect(errorText(error, keyOnly)).toBe(key);
  });

  test('the server error text wins over the generic message and the body is kept', async () => {
    const { fetch } = fetchRouter(() => ({ status: 422, body: { error: 'Validation failed: Text is too long' } }));
    const error = (await request({ baseUrl: '', fetch }, '/api/v1/statuses', { method: 'POST' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.message).toBe('Validation failed: Text is too long');
    expect(errorText(error, keyOnly)).toBe('Validation failed: Text is too long');
    expect(error.body).toEqual({ error: 'Validation failed: Text is too long' });
  });

  test('network failure → NetworkError', async () => {
    const { fetch } = fetchRouter(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await request({ baseUrl: '', fetch }, '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ message: 'Failed to fetch', timedOut: false });
  });

  test('timeout → NetworkError with timedOut', async () => {
    jest.useFakeTimers();
    try {
      const { fetch } = fetchRouter(
        (call) =>
          new Promise<FetchAnswer>((_resolve, reject) => {
            call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const pending = request({ baseUrl: '', fetch, timeoutMs: 1000 }, '/slow').catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(1000);
      const error = await pending;
      expect(error).toBeInstanceOf(NetworkError);
      expect(error).toMatchObject({ timedOut: true, message: 'Request timed out' });
    } finally {
      jest.useRealTimers();
    }
  });

  test('abort by the caller is passed through, not turned into a NetworkError', async () => {
    const controller = new AbortController();
    const { fetch } = fetchRouter(
      (call) =>
        new Promise<FetchAnswer>((_resolve, reject) => {
          call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = request({ baseUrl: '', fetch }, '/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = (await pending) as Error;
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error.name).toBe('AbortError');
  });

  test('a successful answer that says JSON but is not → SchemaError, shown as an unreadable answer', async () => {
    const { fetch } = fetchRouter(() => ({
      status: 200,
      body: '{"malformed": tru',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    }));
    const error = await request({ baseUrl: '', fetch }, '/api/v1/timelines/public').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect(errorText(error, keyOnly)).toBe('shared:errors.bad_response');
  });

  test('a text answer that does not claim to be JSON stays text; a failure keeps its broken body', async () => {
    const text = fetchRouter(() => ({ status: 200, body: 'plain words', headers: { 'Content-Type': 'text/plain' } }));
    expect((await request({ baseUrl: '', fetch: text.fetch }, '/x')).data).toBe('plain words');
    const failed = fetchRouter(() => ({
      status: 500,
      body: '{"a": tru',
      headers: { 'Content-Type': 'application/json' },
    }));
    const error = await request({ baseUrl: '', fetch: failed.fetch }, '/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, body: '{"a": tru' });
  });

  test('queries retry transient failures once, never a 4xx, a timeout or an unreadable answer', () => {
    expect(isTransientFailure(new NetworkError('Failed to fetch'))).toBe(true);
    expect(isTransientFailure(new NetworkError('Request timed out', true))).toBe(false);
    for (const status of [500, 502, 503, 504]) expect(isTransientFailure(new ApiError(status, null))).toBe(true);
    for (const status of [400, 401, 403, 404, 422, 429, 501])
      expect(isTransientFailure(new ApiError(status, null))).toBe(false);
    expect(isTransientFailure(new SchemaError('status', [], 'x'))).toBe(false);
    expect(isTransientFailure(new TypeError('bug'))).toBe(false);
    expect(retryQuery(0, new ApiError(503, null))).toBe(true);
    expect(retryQuery(1, new ApiError(503, null))).toBe(false);
    expect(retryQuery(0, new ApiError(429, null))).toBe(false);
  });

  test('204 gives null data', async () => {
    const { fetch } = fetchRouter(() => ({ status: 204 }));
    expect((await request({ baseUrl: '', fetch }, '/x')).data).toBeNull();
  });
});
