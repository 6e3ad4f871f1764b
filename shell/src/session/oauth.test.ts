import { createApiClient } from '@fedi/shared';
import { fetchRouter, type FetchAnswer, type FetchCall } from '../../../shared/testing/fetchRouter';
import { authStateMatches } from './authState';
import { codeGrant, ensureApp, LoginError, passwordGrant, SCOPES, SCOPES_WITHOUT_ADMIN } from './oauth';
import { readOAuth, writeOAuth } from './storage';

/** A client whose fetch (the shared fetchRouter) answers from `reply`, JSON bodies labelled as such. */
function clientWith(reply: (call: FetchCall) => FetchAnswer, baseUrl = '') {
  const { fetch, calls } = fetchRouter((call) => {
    const answer = reply(call);
    return answer.body === undefined || answer.body === null
      ? answer
      : { ...answer, headers: { 'content-type': 'application/json' } };
  });
  return { client: createApiClient({ baseUrl, fetch }), calls };
}

/** The form a call sent (the token and app calls post URL-encoded forms). */
const formOf = (call: FetchCall | undefined): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(String(call?.body ?? '')));

const APP = { client_id: 'cid', client_secret: 'secret' };

beforeEach(() => window.localStorage.clear());

describe('ensureApp', () => {
  test('registers once with the spec scopes and the callback address, then reuses the app', async () => {
    const { client, calls } = clientWith(() => ({ body: APP }));
    expect(await ensureApp(client)).toEqual({ clientId: 'cid', clientSecret: 'secret', scopes: SCOPES });
    await ensureApp(client);
    expect(calls).toHaveLength(1);
    expect(formOf(calls[0])).toMatchObject({
      scopes: 'read write follow push admin',
      redirect_uris: `${window.location.origin}/oauth-callback`,
    });
    expect(readOAuth()).toMatchObject({ clientId: 'cid', clientSecret: 'secret', scopes: SCOPES });
  });

  test('another server gets a registration of its own; the own server keeps its', async () => {
    const own = clientWith(() => ({ body: APP }));
    const other = clientWith(
      () => ({ body: { client_id: 'snac-id', client_secret: 'snac-secret' } }),
      'https://snac.example',
    );
    await ensureApp(own.client);
    expect(await ensureApp(other.client)).toEqual({ clientId: 'snac-id', clientSecret: 'snac-secret', scopes: SCOPES });
    expect(await ensureApp(own.client)).toMatchObject({ clientId: 'cid' });
    expect(other.calls.map((call) => call.url)).toEqual(['https://snac.example/api/v1/apps']);
    expect(readOAuth()).toMatchObject({
      clientId: 'cid',
      apps: { 'https://snac.example': { clientId: 'snac-id', clientSecret: 'snac-secret', scopes: SCOPES } },
    });
    // The code of a sign-in there is exchanged with that registration, on that server.
    const exchange = clientWith(() => ({ body: { access_token: 'T', token_type: 'Bearer' } }), 'https://snac.example');
    expect(await codeGrant(exchange.client, 'CODE')).toBe('T');
    expect(exchange.calls[0]?.url).toBe('https://snac.example/oauth/token');
    expect(formOf(exchange.calls[0])).toMatchObject({
      client_id: 'snac-id',
      client_secret: 'snac-secret',
      code: 'CODE',
    });
  });

  test('a server that refuses the admin scope gets the app without it', async () => {
    const { client, calls } = clientWith((call) =>
      formOf(call).scopes?.includes('admin') ? { status: 422, body: { error: 'invalid scope' } } : { body: APP },
    );
    expect((await ensureApp(client)).scopes).toBe(SCOPES_WITHOUT_ADMIN);
    expect(calls.map((call) => formOf(call).scopes)).toEqual([SCOPES, SCOPES_WITHOUT_ADMIN]);
  });
});

describe('passwordGrant', () => {
  beforeEach(() => writeOAuth({ clientId: 'cid', clientSecret: 'secret' }));

  test.each([
    ['snac 2.75: a bare 400', { status: 400, body: null }],
    ['snac 2.96: a 400 with an HTML line', { status: 400, body: '<h1>400 Bad Request (snac/2.96)</h1>' }],
    ['Mastodon: unsupported_grant_type', { status: 400, body: { error: 'unsupported_grant_type' } }],
    [
      'the dev instance: Unsupported grant_type',
      { status: 400, body: { error: 'Unsupported grant_type', error_description: 'unsupported_grant_type' } },
    ],
  ])('%s means the server has no password grant', async (_name, reply) => {
    const { client } = clientWith(() => reply);
    await expect(passwordGrant(client, 'alice', 'pw')).rejects.toMatchObject({
      name: 'LoginError',
      kind: 'unsupported',
    });
  });

  test('a refusal keeps the server’s text and status', async () => {
    const { client } = clientWith(() => ({ status: 400, body: { error: 'Invalid credentials' } }));
    const error = await passwordGrant(client, 'alice', 'bad').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(LoginError);
    expect(error).toMatchObject({ kind: 'rejected', status: 400, message: 'Invalid credentials' });
  });
});

describe('codeGrant', () => {
  test('exchanges the code with the registered app and the same redirect_uri', async () => {
    writeOAuth({ clientId: 'cid', clientSecret: 'secret' });
    const { client, calls } = clientWith(() => ({ body: { access_token: 'T1', token_type: 'Bearer' } }));
    expect(await codeGrant(client, 'C1')).toBe('T1');
    expect(calls[0]?.url).toBe('/oauth/token');
    expect(formOf(calls[0])).toEqual({
      grant_type: 'authorization_code',
      client_id: 'cid',
      client_secret: 'secret',
      code: 'C1',
      redirect_uri: `${window.location.origin}/oauth-callback`,
    });
  });

  test('without a registered app there is nothing to exchange with', async () => {
    const { client, calls } = clientWith(() => ({ body: {} }));
    expect(await codeGrant(client, 'C1')).toBeNull();
    expect(calls).toEqual([]);
  });
});

test('the OAuth state must come back as it was sent', () => {
  expect(authStateMatches('abc', 'abc')).toBe(true);
  expect(authStateMatches('abc', 'xyz')).toBe(false);
  expect(authStateMatches('abc', null)).toBe(false);
  expect(authStateMatches(null, 'abc')).toBe(false);
  expect(authStateMatches(null, null)).toBe(true);
});
