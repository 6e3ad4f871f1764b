import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  checkLogin,
  createMfaToken,
  issueToken,
  randomToken,
  tokenResponse,
  useRecoveryCode,
  verifyTotp,
} from '../actions/auth';
import { ctx, requireUser, type Core, type Ctx } from '../http/context';
import { HttpError, notFound, unprocessable } from '../http/errors';
import { obj, str } from '../http/params';
import type { AppRec } from '../store/types';
import { iso } from '../entities/context';
import { authorizePage } from './oauthPage';
import { revokeAccessToken } from '../actions/pushSubscriptions';
import { VAPID_PUBLIC_KEY } from '../config';

function findApp(c: Ctx): AppRec | undefined {
  const id = str(c.p, 'client_id');
  return id ? c.store.s.apps.get(id) : undefined;
}

function requireClient(c: Ctx): AppRec {
  const app = findApp(c);
  const secret = str(c.p, 'client_secret');
  if (!app || (secret !== undefined && secret !== app.clientSecret))
    throw new HttpError(401, 'Invalid client', { error_description: 'Client authentication failed' });
  return app;
}

function appEntity(app: AppRec, withSecret: boolean) {
  return {
    id: app.id,
    name: app.name,
    website: app.website,
    redirect_uri: app.redirectUris,
    scopes: app.scopes.split(' '),
    ...(withSecret ? { client_id: app.clientId, client_secret: app.clientSecret } : {}),
    vapid_key: VAPID_PUBLIC_KEY,
  };
}

export function registerOauth(app: FastifyInstance, core: Core): void {
  app.post('/api/v1/apps', async (req) => {
    const c = ctx(core, req);
    const name = str(c.p, 'client_name');
    const redirect = str(c.p, 'redirect_uris');
    if (!name) throw unprocessable("client_name: can't be blank", { errors: { client_name: ["can't be blank"] } });
    if (!redirect)
      throw unprocessable("redirect_uris: can't be blank", { errors: { redirect_uris: ["can't be blank"] } });
    const rec: AppRec = {
      id: c.store.seq('app'),
      name,
      website: str(c.p, 'website') ?? null,
      redirectUris: redirect,
      scopes: (str(c.p, 'scopes') ?? 'read').replace(/,/g, ' '),
      clientId: randomToken(16),
      clientSecret: randomToken(24),
      createdAt: c.store.now(),
    };
    c.store.s.apps.set(rec.clientId, rec);
    return appEntity(rec, true);
  });
  app.get('/api/v1/apps/verify_credentials', async (req) => {
    const c = ctx(core, req);
    if (!c.token) throw new HttpError(401, 'The access token is invalid');
    const a = [...c.store.s.apps.values()].find((x) => x.id === c.token?.appId);
    if (!a) throw notFound();
    return appEntity(a, false);
  });

  app.post('/oauth/token', async (req, reply) => {
    const c = ctx(core, req);
    const grant = str(c.p, 'grant_type');
    const appRec = requireClient(c);
    const scopes = str(c.p, 'scope') ?? str(c.p, 'scopes') ?? appRec.scopes;
    switch (grant) {
      case 'client_credentials':
        return tokenResponse(issueToken(c.store, appRec, null, scopes), c.origin, c.store);
      case 'password': {
        const res = checkLogin(c.store, str(c.p, 'username') ?? str(c.p, 'name') ?? '', str(c.p, 'password') ?? '');
        if (!res.ok) return reply.code(res.status).send(res.body);
        if (res.user.totpSecret) {
          return reply.code(403).send({
            error: 'mfa_required',
            mfa_token: createMfaToken(c.store, res.user, appRec, scopes),
            supported_challenge_types: 'totp',
          });
        }
        return tokenResponse(issueToken(c.store, appRec, res.user.id, scopes), c.origin, c.store);
      }
      case 'authorization_code': {
        const code = c.store.s.authCodes.get(str(c.p, 'code') ?? '');
        if (!code || code.appId !== appRec.id || code.expiresAt < c.store.now())
          return reply.code(400).send({ error: 'Invalid code', error_description: 'invalid_grant' });
        const ru = str(c.p, 'redirect_uri');
        if (ru && ru !== code.redirectUri)
          return reply.code(400).send({ error: 'Invalid redirect_uri', error_description: 'invalid_grant' });
        c.store.s.authCodes.delete(code.code);
        return tokenResponse(issueToken(c.store, appRec, code.userId, code.scopes), c.origin, c.store);
      }
      case 'refresh_token': {
        const old = [...c.store.s.tokens.values()].find(
          (t) => t.refreshToken === str(c.p, 'refresh_token') && t.appId === appRec.id,
        );
        if (!old) return reply.code(400).send({ error: 'Invalid credentials', error_description: 'invalid_grant' });
        c.store.s.tokens.delete(old.token);
        return tokenResponse(issueToken(c.store, appRec, old.userId, old.scopes), c.origin, c.store);
      }
      default:
        return reply.code(400).send({ error: 'Unsupported grant_type', error_description: 'unsupported_grant_type' });
    }
  });

  app.post('/oauth/mfa/challenge', async (req, reply) => {
    const c = ctx(core, req);
    const appRec = requireClient(c);
    const mt = c.store.s.mfaTokens.get(str(c.p, 'mfa_token') ?? '');
    if (!mt || mt.expiresAt < c.store.now() || mt.appId !== appRec.id)
      return reply.code(400).send({ error: 'Invalid MFA token' });
    const u = c.store.user(mt.userId);
    const code = str(c.p, 'code') ?? '';
    const type = str(c.p, 'challenge_type') ?? 'totp';
    const ok =
      !!u && (type === 'recovery' ? useRecoveryCode(u, code) : !!u.totpSecret && verifyTotp(u.totpSecret, code));
    if (!u || !ok) return reply.code(400).send({ error: 'Invalid code' });
    c.store.s.mfaTokens.delete(mt.token);
    return tokenResponse(issueToken(c.store, appRec, u.id, mt.scopes), c.origin, c.store);
  });

  app.get('/oauth/authorize', async (req, reply) => {
    const c = ctx(core, req);
    const appRec = findApp(c);
    reply.type('text/html; charset=utf-8');
    if (!appRec) return reply.code(400).send(authorizePage({ error: 'Unknown client_id', params: {} }));
    return authorizePage({ appName: appRec.name, params: pageParams(c) });
  });

  app.post('/oauth/authorize', async (req, reply) => {
    const c = ctx(core, req);
    const auth = obj(c.p, 'authorization');
    const get = (k: string) => str(auth, k) ?? str(c.p, k);
    const clientId = get('client_id');
    const appRec = clientId ? c.store.s.apps.get(clientId) : undefined;
    const params = {
      client_id: clientId ?? '',
      redirect_uri: get('redirect_uri') ?? '',
      scope: get('scope') ?? get('scopes') ?? '',
      state: get('state') ?? '',
      response_type: get('response_type') ?? 'code',
    };
    reply.type('text/html; charset=utf-8');
    if (!appRec) return reply.code(400).send(authorizePage({ error: 'Unknown client_id', params }));
    const allowed = appRec.redirectUris.split(/\s+/);
    if (params.redirect_uri && !allowed.includes(params.redirect_uri))
      return reply
        .code(400)
        .send(
          authorizePage({ error: 'The redirect_uri is not registered for this app', appName: appRec.name, params }),
        );
    const redirectUri = params.redirect_uri || (allowed[0] as string);
    let userId: string;
    const mfaToken = get('mfa_token');
    if (mfaToken) {
      const mt = c.store.s.mfaTokens.get(mfaToken);
      const u = mt ? c.store.user(mt.userId) : undefined;
      const code = get('code') ?? '';
      const type = get('challenge_type') ?? 'totp';
      const ok =
        !!u && (type === 'recovery' ? useRecoveryCode(u, code) : !!u.totpSecret && verifyTotp(u.totpSecret, code));
      if (!mt || !u || !ok)
        return reply
          .code(400)
          .send(authorizePage({ error: 'Invalid two-factor code', appName: appRec.name, params, mfaToken }));
      c.store.s.mfaTokens.delete(mfaToken);
      userId = u.id;
    } else {
      const res = checkLogin(c.store, get('name') ?? get('username') ?? '', get('password') ?? '');
      if (!res.ok)
        return reply
          .code(res.status === 400 ? 401 : res.status)
          .send(authorizePage({ error: String(res.body.error), appName: appRec.name, params }));
      if (res.user.totpSecret) {
        return authorizePage({
          appName: appRec.name,
          params,
          mfaToken: createMfaToken(c.store, res.user, appRec, params.scope || appRec.scopes),
        });
      }
      userId = res.user.id;
    }
    const code = randomToken(24);
    c.store.s.authCodes.set(code, {
      code,
      appId: appRec.id,
      userId,
      redirectUri,
      scopes: params.scope || appRec.scopes,
      expiresAt: c.store.now() + 10 * 60_000,
    });
    if (redirectUri === 'urn:ietf:wg:oauth:2.0:oob')
      return `<!doctype html><html><body><h1>Authorization code</h1><code id="code">${code}</code></body></html>`;
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    if (params.state) target.searchParams.set('state', params.state);
    return reply.redirect(target.toString(), 302);
  });

  app.post('/oauth/revoke', async (req) => {
    const c = ctx(core, req);
    const t = str(c.p, 'token');
    if (t) revokeAccessToken(c.store, t);
    return {};
  });

  app.get('/api/oauth_tokens.json', async (req) => {
    const c = ctx(core, req);
    const u = requireUser(c);
    const apps = new Map([...c.store.s.apps.values()].map((a) => [a.id, a]));
    return [...c.store.s.tokens.values()]
      .filter((t) => t.userId === u.id)
      .map((t) => ({
        id: Number(t.id),
        app_name: apps.get(t.appId)?.name ?? 'Unknown',
        valid_until: iso(t.validUntil),
      }));
  });
  app.get('/api/oauth_tokens', async (req) => {
    const c = ctx(core, req);
    const u = requireUser(c);
    const apps = new Map([...c.store.s.apps.values()].map((a) => [a.id, a]));
    return [...c.store.s.tokens.values()]
      .filter((t) => t.userId === u.id)
      .map((t) => ({
        id: Number(t.id),
        app_name: apps.get(t.appId)?.name ?? 'Unknown',
        valid_until: iso(t.validUntil),
      }));
  });
  app.delete('/api/oauth_tokens/:id', async (req, reply: FastifyReply) => {
    const c = ctx(core, req);
    const u = requireUser(c);
    const id = str(c.p, 'id');
    const t = [...c.store.s.tokens.values()].find((x) => x.id === id && x.userId === u.id);
    if (!t) throw notFound();
    revokeAccessToken(c.store, t.token);
    return reply.code(201).send({});
  });
}

function pageParams(c: Ctx): Record<string, string> {
  return {
    client_id: str(c.p, 'client_id') ?? '',
    redirect_uri: str(c.p, 'redirect_uri') ?? '',
    scope: str(c.p, 'scope') ?? str(c.p, 'scopes') ?? '',
    state: str(c.p, 'state') ?? '',
    response_type: str(c.p, 'response_type') ?? 'code',
  };
}
