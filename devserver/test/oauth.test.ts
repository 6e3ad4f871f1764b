import type { StartedServer } from '../src/index';
import { SEEDED_LOGINS, ERIN_RECOVERY_CODES, ERIN_TOTP_SECRET } from '../src/instance/seed/logins';
import { totpFor } from '../src/instance/actions/auth';
import { boot, client, login, registerApp } from './helpers';

let s: StartedServer;
beforeAll(async () => {
  s = await boot();
});
afterAll(async () => {
  await s.stop();
});

const form = (o: Record<string, string>) => new URLSearchParams(o);

describe('OAuth', () => {
  it.each(SEEDED_LOGINS.map((l) => [l.username, l.role]))(
    'password grant works for %s (%s)',
    async (username, role) => {
      const c = await login(s.url, username);
      const me = await c.get<{ username: string; pleroma: { is_admin: boolean; is_moderator: boolean } }>(
        '/api/v1/accounts/verify_credentials',
      );
      expect(me.status).toBe(200);
      expect(me.body.username).toBe(username);
      expect(me.body.pleroma.is_admin).toBe(role === 'admin');
      expect(me.body.pleroma.is_moderator).toBe(role === 'moderator');
    },
  );

  it('rejects a wrong password with a 400 and an error text', async () => {
    const app = await registerApp(s.url);
    const r = await client(s.url).send<{ error: string }>(
      'POST',
      '/oauth/token',
      form({
        grant_type: 'password',
        username: 'alice',
        password: 'nope',
        client_id: app.client_id,
        client_secret: app.client_secret,
      }),
    );
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/invalid/i);
  });

  it('requires MFA for erin and accepts TOTP and single-use recovery codes', async () => {
    const app = await registerApp(s.url);
    const pw = () =>
      client(s.url).send<{ error: string; mfa_token: string }>(
        'POST',
        '/oauth/token',
        form({
          grant_type: 'password',
          username: 'erin',
          password: 'password',
          client_id: app.client_id,
          client_secret: app.client_secret,
        }),
      );
    const first = await pw();
    expect(first.status).toBe(403);
    expect(first.body.error).toBe('mfa_required');
    const bad = await client(s.url).send(
      'POST',
      '/oauth/mfa/challenge',
      form({
        mfa_token: first.body.mfa_token,
        code: '000000',
        challenge_type: 'totp',
        client_id: app.client_id,
        client_secret: app.client_secret,
      }),
    );
    expect(bad.status).toBe(400);
    const ok = await client(s.url).send<{ access_token: string }>(
      'POST',
      '/oauth/mfa/challenge',
      form({
        mfa_token: first.body.mfa_token,
        code: totpFor(ERIN_TOTP_SECRET).generate(),
        challenge_type: 'totp',
        client_id: app.client_id,
        client_secret: app.client_secret,
      }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.access_token).toBeTruthy();
    const second = await pw();
    const rec = ERIN_RECOVERY_CODES[0] as string;
    const viaRecovery = await client(s.url).send(
      'POST',
      '/oauth/mfa/challenge',
      form({
        mfa_token: second.body.mfa_token,
        code: rec,
        challenge_type: 'recovery',
        client_id: app.client_id,
        client_secret: app.client_secret,
      }),
    );
    expect(viaRecovery.status).toBe(200);
    const third = await pw();
    const reused = await client(s.url).send(
      'POST',
      '/oauth/mfa/challenge',
      form({
        mfa_token: third.body.mfa_token,
        code: rec,
        challenge_type: 'recovery',
        client_id: app.client_id,
        client_secret: app.client_secret,
      }),
    );
    expect(reused.status).toBe(400);
  });

  it('runs the authorization code flow through the HTML login form', async () => {
    const redirect = 'http://127.0.0.1:9/oauth-callback';
    const app = await registerApp(s.url, redirect);
    const q = form({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: redirect,
      scope: 'read write follow push',
      state: 'xyz',
    });
    const page = await fetch(`${s.url}/oauth/authorize?${q}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form');
    expect(html).toContain('authorization[password]');
    const wrong = await fetch(`${s.url}/oauth/authorize`, {
      method: 'POST',
      redirect: 'manual',
      body: form({
        'authorization[client_id]': app.client_id,
        'authorization[redirect_uri]': redirect,
        'authorization[scope]': 'read',
        'authorization[name]': 'bob',
        'authorization[password]': 'bad',
      }),
    });
    expect(wrong.status).toBe(401);
    const post = await fetch(`${s.url}/oauth/authorize`, {
      method: 'POST',
      redirect: 'manual',
      body: form({
        'authorization[client_id]': app.client_id,
        'authorization[redirect_uri]': redirect,
        'authorization[scope]': 'read write',
        'authorization[state]': 'xyz',
        'authorization[name]': 'bob',
        'authorization[password]': 'password',
      }),
    });
    expect(post.status).toBe(302);
    const loc = new URL(post.headers.get('location') ?? '');
    expect(loc.origin + loc.pathname).toBe(redirect);
    expect(loc.searchParams.get('state')).toBe('xyz');
    const code = loc.searchParams.get('code') ?? '';
    const tok = await client(s.url).send<{ access_token: string }>(
      'POST',
      '/oauth/token',
      form({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirect,
        client_id: app.client_id,
        client_secret: app.client_secret,
      }),
    );
    expect(tok.status).toBe(200);
    const me = await client(s.url, tok.body.access_token).get<{ username: string }>(
      '/api/v1/accounts/verify_credentials',
    );
    expect(me.body.username).toBe('bob');
    const again = await client(s.url).send(
      'POST',
      '/oauth/token',
      form({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirect,
        client_id: app.client_id,
        client_secret: app.client_secret,
      }),
    );
    expect(again.status).toBe(400);
  });

  it('lists, revokes and deletes tokens; anonymous private calls get 401', async () => {
    const c = await login(s.url, 'bob');
    const list = await c.get<Array<{ id: number; app_name: string }>>('/api/oauth_tokens.json');
    expect(list.body.length).toBeGreaterThan(0);
    const anon = await client(s.url).get<{ error: string }>('/api/v1/accounts/verify_credentials');
    expect(anon.status).toBe(401);
    expect(anon.body.error).toMatch(/access token/);
    const other = await login(s.url, 'bob');
    const tokens = await other.get<Array<{ id: number }>>('/api/oauth_tokens.json');
    const mine = tokens.body[tokens.body.length - 1] as { id: number };
    const del = await c.send('DELETE', `/api/oauth_tokens/${mine.id}`);
    expect(del.status).toBeLessThan(300);
    expect((await other.get('/api/v1/accounts/verify_credentials')).status).toBe(401);
    const app = await registerApp(s.url);
    await client(s.url).send(
      'POST',
      '/oauth/revoke',
      form({ token: c.token as string, client_id: app.client_id, client_secret: app.client_secret }),
    );
    expect((await c.get('/api/v1/accounts/verify_credentials')).status).toBe(401);
  });

  it('validates app registration and issues client_credentials tokens', async () => {
    const bad = await client(s.url).send('POST', '/api/v1/apps', { redirect_uris: 'x' });
    expect(bad.status).toBe(422);
    const app = await registerApp(s.url);
    const cc = await client(s.url).send<{ access_token: string }>(
      'POST',
      '/oauth/token',
      form({ grant_type: 'client_credentials', client_id: app.client_id, client_secret: app.client_secret }),
    );
    expect(cc.status).toBe(200);
    expect((await client(s.url, cc.body.access_token).get('/api/v1/accounts/verify_credentials')).status).toBe(401);
  });
});
