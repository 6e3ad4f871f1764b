import { fetchRouter } from '../../testing/fetchRouter';
import { call } from './call';
import { createApiClient } from './client';
import { ForeignOriginError, instanceOrigin, instanceUrl, request } from './http';

const BASE = 'https://akko.example';

function ok() {
  return fetchRouter(() => ({ body: {} }));
}

describe('the call layer only calls the instance origin', () => {
  test('instanceOrigin: the base URL’s origin, or the page’s own for an empty base', () => {
    expect(instanceOrigin('https://akko.example/')).toBe(BASE);
    expect(instanceOrigin('')).toBe(location.origin);
  });

  test('instanceUrl accepts paths of the instance and refuses every other origin', () => {
    expect(instanceUrl(BASE, '/api/v1/timelines/home', { limit: 2 })).toBe(`${BASE}/api/v1/timelines/home?limit=2`);
    expect(instanceUrl('', '/api/v1/instance')).toBe('/api/v1/instance');
    const refused: Array<[base: string, path: string]> = [
      ['', 'https://media.example/x.png'],
      ['', '//media.example/x.png'],
      ['', '/\\media.example/x'], // a backslash is a slash to URL parsers
      ['', 'http://akko.example/api/v1/instance'],
      [BASE, 'http://akko.example/api/v1/instance'], // same host, other scheme: another origin
      [BASE, '.evil.example/api'], // would extend the host name
      [BASE, '@evil.example/api'], // would turn the base into user info
      [BASE, 'api/v1/instance'],
    ];
    for (const [base, path] of refused) expect(() => instanceUrl(base, path)).toThrow(ForeignOriginError);
    // A base URL on one origin never lends its token to an absolute URL of another.
    expect(() => instanceUrl(BASE, 'https://other.example/api/v1/instance')).toThrow(ForeignOriginError);
  });

  test('request sends nothing (no fetch, no token) to another origin', async () => {
    const fake = ok();
    for (const path of ['https://cards.example/preview', '//cards.example/preview']) {
      const error = await request({ baseUrl: '', token: 'secret', fetch: fake.fetch }, path).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ForeignOriginError);
      expect((error as Error).message).not.toContain('secret');
    }
    expect(fake.calls).toHaveLength(0);
  });

  test('request to the instance carries the bearer token; anonymous calls do not', async () => {
    const fake = ok();
    await request({ baseUrl: BASE, token: 'secret', fetch: fake.fetch }, '/api/v1/accounts/verify_credentials');
    await request({ baseUrl: BASE, token: 'secret', fetch: fake.fetch }, '/api/v1/instance', { anonymous: true });
    expect(fake.calls.map((c) => [c.url, c.headers.Authorization])).toEqual([
      [`${BASE}/api/v1/accounts/verify_credentials`, 'Bearer secret'],
      [`${BASE}/api/v1/instance`, undefined],
    ]);
  });

  test('the client’s raw call refuses a foreign URL too', async () => {
    const fake = ok();
    const config = { baseUrl: BASE, fetch: fake.fetch, getToken: () => 'secret' };
    await expect(call(config, 'https://media.example/a.png')).rejects.toBeInstanceOf(ForeignOriginError);
    expect(createApiClient(config).config.baseUrl).toBe(BASE);
    expect(fake.calls).toHaveLength(0);
  });
});
