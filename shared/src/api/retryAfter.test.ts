import { fetchRouter } from '../../testing/fetchRouter';
import { createApiClient } from './client';
import { ApiError, parseRetryAfter } from './errors';

describe('Retry-After', () => {
  test('read as seconds or as an HTTP date; absent or unreadable is undefined', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 5 ', now)).toBe(5_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:30 GMT', now)).toBe(90_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  test('a 429 answer carries the wait on its ApiError', async () => {
    const { fetch } = fetchRouter(() => ({ status: 429, headers: { 'Retry-After': '30' }, body: {} }));
    const client = createApiClient({ baseUrl: 'https://server.test', fetch });
    const error = (await client.call('/api/v1/timelines/public').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBe(30_000);
  });
});
