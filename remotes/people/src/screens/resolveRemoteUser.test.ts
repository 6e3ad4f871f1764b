import { ApiError, createApiClient } from '@fedi/shared';
import { fetchRouter } from '../../../../shared/testing/fetchRouter';
import { resolveRemoteUser } from './UserProfile';

const BASE = 'http://server.test';
const account = (id: string, acct: string) => ({
  id,
  acct,
  username: acct.split('@')[0],
  display_name: acct,
  avatar: '',
  url: `https://${acct.split('@')[1] ?? 'server.test'}/users/${acct.split('@')[0]}`,
});
const BOB = account('b1', 'bob@other.test');

describe('resolveRemoteUser', () => {
  it('resolves through /api/v2/search (resolve, accounts) first: snac finds remote accounts only there', async () => {
    const router = fetchRouter({
      'GET /api/v2/search': { body: { accounts: [account('x', 'bobby@other.test'), BOB], statuses: [], hashtags: [] } },
      // snac's v1 account search knows local accounts only
      'GET /api/v1/accounts/search': { body: [] },
    });
    const client = createApiClient({ baseUrl: BASE, fetch: router.fetch });
    const user = await resolveRemoteUser(client, 'bob@other.test', false);
    expect(user.id).toBe('b1');
    const [first] = router.calls;
    expect(first?.key).toBe('GET /api/v2/search');
    expect(Object.fromEntries(first?.query ?? [])).toMatchObject({
      q: 'bob@other.test',
      resolve: 'true',
      type: 'accounts',
    });
    expect(router.calls).toHaveLength(1);
  });

  it('falls back to /api/v1/accounts/search when v2 search is missing or finds nobody', async () => {
    for (const v2 of [{ status: 404, body: null }, { body: { accounts: [], statuses: [], hashtags: [] } }]) {
      const router = fetchRouter({ 'GET /api/v2/search': v2, 'GET /api/v1/accounts/search': { body: [BOB] } });
      const client = createApiClient({ baseUrl: BASE, fetch: router.fetch });
      expect((await resolveRemoteUser(client, 'bob@other.test', false)).id).toBe('b1');
      expect(router.calls.map((call) => call.key)).toEqual(['GET /api/v2/search', 'GET /api/v1/accounts/search']);
      expect(router.calls[1]?.query.get('resolve')).toBe('true');
    }
  });

  it('skips v2 search once the server is known to lack it', async () => {
    const router = fetchRouter({ 'GET /api/v1/accounts/search': { body: [BOB] } });
    const client = createApiClient({ baseUrl: BASE, fetch: router.fetch });
    expect((await resolveRemoteUser(client, 'bob@other.test', true)).id).toBe('b1');
    expect(router.calls.map((call) => call.key)).toEqual(['GET /api/v1/accounts/search']);
  });

  it('answers 404 when nobody is found, and the server’s failure when v2 search failed otherwise', async () => {
    const empty = fetchRouter({
      'GET /api/v2/search': { body: { accounts: [], statuses: [], hashtags: [] } },
      'GET /api/v1/accounts/search': { body: [] },
    });
    await expect(
      resolveRemoteUser(createApiClient({ baseUrl: BASE, fetch: empty.fetch }), 'bob@other.test', false),
    ).rejects.toMatchObject({ status: 404 });
    const down = fetchRouter({
      'GET /api/v2/search': { status: 503, body: { error: 'down' } },
      'GET /api/v1/accounts/search': { body: [] },
    });
    const error = await resolveRemoteUser(
      createApiClient({ baseUrl: BASE, fetch: down.fetch }),
      'bob@other.test',
      false,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
  });
});
