import { bodyEntries, fetchRouter } from '../../testing/fetchRouter';
import { fixtures } from '../test-helpers/fixtures';
import { createAdminApi } from './admin';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { accountApi } from '../accountApi';

const BASE = 'https://akko.example';

function setup(reply?: Parameters<typeof fetchRouter>[0]) {
  let token: string | null = 'token-1';
  const fake = fetchRouter(reply ?? (() => ({ body: fixtures.akkoma.status })));
  const client = createApiClient({ baseUrl: BASE, fetch: fake.fetch, getToken: () => token });
  return { client, calls: fake.calls, setToken: (t: string | null) => (token = t) };
}

describe('createApiClient', () => {
  test('posting a status: multipart form, idempotency key, bearer token, normalized answer', async () => {
    const { client, calls } = setup();
    const status = await client.statuses.create({
      status: 'hi',
      visibility: 'unlisted',
      sensitive: true,
      media_ids: ['1', '2'],
      poll: { options: ['a', 'b'], expires_in: 600, multiple: false },
      in_reply_to_id: 'AeParent',
      content_type: 'text/markdown',
      idempotencyKey: '1717000000000',
    });
    expect(status.id).toBe('AeZk9XaQ1bC2dE3fG4');
    const call = calls[0]!;
    expect(call.url).toBe(`${BASE}/api/v1/statuses`);
    expect(call.method).toBe('POST');
    expect(call.headers['Idempotency-Key']).toBe('1717000000000');
    expect(call.headers.Authorization).toBe('Bearer token-1');
    expect(call.body).toBeInstanceOf(FormData);
    expect(bodyEntries(call.body)).toEqual([
      ['status', 'hi'],
      ['visibility', 'unlisted'],
      ['sensitive', 'true'],
      ['media_ids[]', '1'],
      ['media_ids[]', '2'],
      ['in_reply_to_id', 'AeParent'],
      ['content_type', 'text/markdown'],
      ['poll[options][]', 'a'],
      ['poll[options][]', 'b'],
      ['poll[expires_in]', '600'],
      ['poll[multiple]', 'false'],
    ]);
  });

  test('a status post without a key still sends an Idempotency-Key', async () => {
    const { client, calls } = setup();
    await client.statuses.create({ status: 'x' });
    expect(calls[0]?.headers['Idempotency-Key']).toMatch(/^\d+$/);
  });

  test('the token is read on every call', async () => {
    const { client, calls, setToken } = setup();
    await client.statuses.get('1');
    setToken(null);
    await client.statuses.get('1');
    expect(calls[0]?.headers.Authorization).toBe('Bearer token-1');
    expect(calls[1]?.headers.Authorization).toBeUndefined();
  });

  test('status actions hit their paths and ids are encoded', async () => {
    const { client, calls } = setup();
    await client.statuses.favourite('a/b');
    await client.statuses.reblog('X', { visibility: 'private' });
    await client.statuses.delete('X');
    await client.statuses.translate('X', 'de', { from: 'en' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST ${BASE}/api/v1/statuses/a%2Fb/favourite`,
      `POST ${BASE}/api/v1/statuses/X/reblog`,
      `DELETE ${BASE}/api/v1/statuses/X`,
      `GET ${BASE}/api/v1/statuses/X/translations/de?from=en`,
    ]);
    expect(bodyEntries(calls[1]!.body)).toEqual([['visibility', 'private']]);
  });

  test('reactions: Pleroma and snac endpoints', async () => {
    const { client, calls } = setup();
    await client.reactions.add('S1', '🔥');
    await client.reactions.remove('S1', '🔥');
    await client.reactions.add('S1', '🔥', 'snac');
    await client.reactions.remove('S1', 'neocat', 'snac');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `PUT ${BASE}/api/v1/pleroma/statuses/S1/reactions/%F0%9F%94%A5`,
      `DELETE ${BASE}/api/v1/pleroma/statuses/S1/reactions/%F0%9F%94%A5`,
      `POST ${BASE}/api/v1/statuses/S1/react/%F0%9F%94%A5`,
      `POST ${BASE}/api/v1/statuses/S1/unreact/neocat`,
    ]);
  });

  test('named timelines map to their endpoints with limit 20', async () => {
    const { client, calls } = setup(() => ({ body: [] }));
    await client.timelines.fetch({ name: 'public' });
    await client.timelines.fetch({ name: 'publicAndExternal' }, { max_id: 'Ae1' });
    await client.timelines.fetch({ name: 'friends' }, { reply_visibility: 'following' });
    await client.timelines.fetch({ name: 'media', userId: 'U1' });
    await client.timelines.fetch({ name: 'tag', tag: 'cats' });
    await client.timelines.fetch({ name: 'favorites' });
    expect(calls.map((c) => c.url.replace(BASE, ''))).toEqual([
      '/api/v1/timelines/public?limit=20&local=true',
      '/api/v1/timelines/public?limit=20&max_id=Ae1',
      '/api/v1/timelines/home?limit=20&reply_visibility=following',
      '/api/v1/accounts/U1/statuses?limit=20&only_media=true',
      '/api/v1/timelines/tag/cats?limit=20',
      '/api/v1/favourites?limit=20',
    ]);
    expect(() => client.timelines.fetch({ name: 'list' })).toThrow(/listId/);
  });

  test('OAuth: urlencoded forms, no bearer; token errors come back as data', async () => {
    const { client, calls } = setup((call) => {
      if (call.url.endsWith('/api/v1/apps')) return { body: { client_id: 'cid', client_secret: 'sec' } };
      return { status: 400, body: { error: 'mfa_required', mfa_token: 'mfa123', supported_challenge_types: ['totp'] } };
    });
    const app = await accountApi(client).oauth.createApp({
      client_name: 'fedi',
      redirect_uris: 'https://c/oauth-callback',
    });
    expect(app).toMatchObject({ client_id: 'cid', client_secret: 'sec' });
    const result = await accountApi(client).oauth.token({
      client_id: 'cid',
      client_secret: 'sec',
      grant_type: 'password',
      username: 'u',
      password: 'p',
    });
    expect(result).toEqual({ ok: false, status: 400, error: 'mfa_required', mfa_token: 'mfa123' });
    expect(calls[0]?.body).toBeInstanceOf(URLSearchParams);
    expect(String(calls[0]?.body)).toBe(
      'scopes=read+write+follow+push+admin&client_name=fedi&redirect_uris=https%3A%2F%2Fc%2Foauth-callback',
    );
    expect(String(calls[1]?.body)).toBe('client_id=cid&client_secret=sec&grant_type=password&username=u&password=p');
    expect(calls[1]?.headers.Authorization).toBeUndefined();
    expect(accountApi(client).oauth.authorizeUrl({ client_id: 'cid', redirect_uri: 'https://c/cb' })).toBe(
      `${BASE}/oauth/authorize?response_type=code&scope=read+write+follow+push+admin&client_id=cid&redirect_uri=https%3A%2F%2Fc%2Fcb`,
    );
  });

  test('OAuth: a successful token and a plain 500 (thrown)', async () => {
    const { client } = setup((call) =>
      call.body instanceof URLSearchParams && call.body.get('code') === 'bad'
        ? { status: 500, body: 'boom' }
        : { body: { access_token: 'AT', token_type: 'Bearer' } },
    );
    await expect(
      accountApi(client).oauth.token({
        client_id: 'c',
        client_secret: 's',
        grant_type: 'authorization_code',
        code: 'ok',
        redirect_uri: 'r',
      }),
    ).resolves.toEqual({
      ok: true,
      token: { access_token: 'AT', token_type: 'Bearer' },
    });
    await expect(
      accountApi(client).oauth.token({
        client_id: 'c',
        client_secret: 's',
        grant_type: 'authorization_code',
        code: 'bad',
        redirect_uri: 'r',
      }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  test('nodeinfo falls back to /.well-known/nodeinfo (snac)', async () => {
    const { client, calls } = setup((call) => {
      if (call.url.endsWith('/nodeinfo/2.0.json')) return { status: 404, body: { error: 'Not found' } };
      if (call.url.endsWith('/.well-known/nodeinfo'))
        return {
          body: {
            links: [
              { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: 'https://snac.example/nodeinfo_2_0' },
            ],
          },
        };
      return { body: fixtures.snac.nodeinfo };
    });
    const nodeinfo = await client.instance.nodeinfo();
    expect(nodeinfo.software.name).toBe('snac');
    expect(calls.map((c) => c.url)).toEqual([
      `${BASE}/nodeinfo/2.0.json`,
      `${BASE}/.well-known/nodeinfo`,
      `${BASE}/nodeinfo_2_0`,
    ]);
  });

  test('JSON bodies for list membership and admin calls', async () => {
    const { client, calls } = setup(() => ({ body: {} }));
    await client.lists.addAccounts('L1', ['a', 'b']);
    // The admin API is built on the client's raw call (it is bundled into the moderation remote).
    const admin = createAdminApi(client.call);
    await admin.deactivateUsers(['bob']);
    await admin.updateReports([{ id: 'R1', state: 'resolved' }]);
    await client.notifications.markRead({ max_id: '50' });
    expect(
      calls.map((c) => [c.method, c.url.replace(BASE, ''), c.body instanceof FormData ? bodyEntries(c.body) : c.body]),
    ).toEqual([
      ['POST', '/api/v1/lists/L1/accounts', '{"account_ids":["a","b"]}'],
      ['PATCH', '/api/v1/pleroma/admin/users/deactivate', '{"nicknames":["bob"]}'],
      ['PATCH', '/api/v1/pleroma/admin/reports', '{"reports":[{"id":"R1","state":"resolved"}]}'],
      ['POST', '/api/v1/pleroma/notifications/read', [['max_id', '50']]],
    ]);
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
  });

  test('relationships query uses id[] and skips the call for no ids', async () => {
    const { client, calls } = setup(() => ({ body: [{ id: '1', following: true }] }));
    expect(await client.accounts.relationships([])).toEqual([]);
    const rels = await client.accounts.relationships(['1', '2']);
    expect(rels).toEqual([{ id: '1', following: true }]);
    expect(calls.map((c) => c.url)).toEqual([`${BASE}/api/v1/accounts/relationships?id%5B%5D=1&id%5B%5D=2`]);
  });

  test("direct messages through the conversations: each one's last status, paged by the conversations' Link cursors", async () => {
    const { client, calls } = setup(() => ({
      body: [
        { id: 'c2', unread: true, accounts: [], last_status: { ...fixtures.snac.status, visibility: 'direct' } },
        // A conversation whose last status is gone (deleted): nothing to show.
        { id: 'c1', unread: false, accounts: [], last_status: null },
      ],
      headers: {
        link: `<${BASE}/api/v1/conversations?max_id=c1>; rel="next", <${BASE}/api/v1/conversations?min_id=c2>; rel="prev"`,
      },
    }));
    const page = await client.timelines.fetch({ name: 'dms', via: 'conversations' }, { max_id: 'c9' });
    expect(page.items.map((status) => [status.id, status.visibility])).toEqual([['17176543210123456', 'direct']]);
    expect(page.next).toBe('c1');
    expect(page.prev).toBe('c2');
    await client.timelines.fetch({ name: 'dms' });
    expect(calls.map((call) => call.url)).toEqual([
      `${BASE}/api/v1/conversations?limit=20&max_id=c9`,
      `${BASE}/api/v1/timelines/direct?limit=20`,
    ]);
  });

  test('list answers skip invalid members', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = setup(() => ({ body: [fixtures.snac.status, { id: 'no-account' }] }));
    const page = await client.timelines.home();
    expect(page.items.map((s) => s.id)).toEqual(['17176543210123456']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
