import { ApiError, DEFAULT_SCOPES, type ApiClient } from '@fedi/shared';
import { accountApi, type TokenResult } from '@fedi/shared/account-api';
import { MfaRequired } from './mfaRequired';
import { readOAuth, writeOAuth, type StoredApp } from './storage';

/** Spec §7 scopes; servers that refuse `admin` for a client get the same without it. */
export const SCOPES = DEFAULT_SCOPES;
export const SCOPES_WITHOUT_ADMIN = 'read write follow push';

export type AppCredentials = StoredApp;

/** Where the server sends the browser back after its own sign-in page (route oauth-callback). */
export function callbackUri(): string {
  return `${window.location.origin}/oauth-callback`;
}

/**
 * A refusal of the token endpoint, with its text (spec §8: shown in the form). `kind` tells the pages
 * what to do next: `unsupported` means the server has no password grant (snac): use its own page.
 */
export class LoginError extends Error {
  readonly kind: 'rejected' | 'unsupported';
  readonly status: number;
  readonly identifier?: string;
  constructor(kind: LoginError['kind'], status: number, message: string, identifier?: string) {
    super(message);
    this.name = 'LoginError';
    this.kind = kind;
    this.status = status;
    this.identifier = identifier;
  }
}

const UNSUPPORTED = 'unsupported_grant_type';
const isUnsupported = (text: string | undefined) => text?.toLowerCase().replace(/\s+/g, '_') === UNSUPPORTED;

/** This client's registration on the client's server (`''`: the app's own), if it has one. */
function storedApp(server: string): AppCredentials | null {
  const stored = readOAuth();
  if (server) return stored.apps?.[server] ?? null;
  return stored.clientId && stored.clientSecret
    ? { clientId: stored.clientId, clientSecret: stored.clientSecret, scopes: stored.scopes ?? SCOPES }
    : null;
}

function storeApp(server: string, app: AppCredentials): void {
  if (server) writeOAuth({ apps: { ...readOAuth().apps, [server]: app } });
  else writeOAuth(app);
}

/**
 * Registers this client with the client's server once and keeps the id, secret and scopes (spec §7
 * OAuth), one registration per server: an account on another server signs in with that server's.
 */
export async function ensureApp(client: ApiClient): Promise<AppCredentials> {
  const server = client.config.baseUrl;
  const stored = storedApp(server);
  if (stored) return stored;
  const register = (scopes: string) =>
    accountApi(client).oauth.createApp({
      client_name: `Fedi (${window.location.host})`,
      redirect_uris: callbackUri(),
      scopes,
    });
  let scopes = SCOPES;
  let app: Awaited<ReturnType<typeof register>>;
  try {
    app = await register(scopes);
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 422)) throw error;
    scopes = SCOPES_WITHOUT_ADMIN;
    app = await register(scopes);
  }
  const credentials = { clientId: app.client_id, clientSecret: app.client_secret, scopes };
  storeApp(server, credentials);
  return credentials;
}

function tokenOf(result: TokenResult): string {
  if (result.ok) return result.token.access_token;
  if (result.error === 'mfa_required' && result.mfa_token) throw new MfaRequired(result.mfa_token);
  const kind = isUnsupported(result.error) ? 'unsupported' : 'rejected';
  throw new LoginError(kind, result.status, result.error, result.identifier);
}

export async function passwordGrant(client: ApiClient, username: string, password: string): Promise<string> {
  const app = await ensureApp(client);
  try {
    const result = await accountApi(client).oauth.token({
      grant_type: 'password',
      client_id: app.clientId,
      client_secret: app.clientSecret,
      username,
      password,
      scope: app.scopes,
    });
    return tokenOf(result);
  } catch (error) {
    // snac answers a password grant with a 400 and no OAuth error (2.75: empty; 2.96: an HTML line): it has no such grant.
    if (error instanceof ApiError && error.status === 400 && (error.body == null || typeof error.body === 'string')) {
      throw new LoginError('unsupported', 400, UNSUPPORTED);
    }
    throw error;
  }
}

/** The server's own sign-in page for the authorization-code flow. */
export async function authorizeUrl(client: ApiClient, state: string | undefined): Promise<string> {
  const app = await ensureApp(client);
  return accountApi(client).oauth.authorizeUrl({
    client_id: app.clientId,
    redirect_uri: callbackUri(),
    scope: app.scopes,
    ...(state ? { state } : {}),
  });
}

/** Exchanges the code the server sent back for a token; null when this browser registered no app. */
export async function codeGrant(client: ApiClient, code: string): Promise<string | null> {
  const app = storedApp(client.config.baseUrl);
  if (!app) return null;
  const { clientId, clientSecret } = app;
  const result = await accountApi(client).oauth.token({
    grant_type: 'authorization_code',
    client_id: clientId,
    client_secret: clientSecret,
    code,
    redirect_uri: callbackUri(),
  });
  return tokenOf(result);
}

export async function revokeToken(client: ApiClient, token: string): Promise<void> {
  const app = storedApp(client.config.baseUrl);
  if (!app) return;
  const { clientId, clientSecret } = app;
  await accountApi(client).oauth.revoke({ client_id: clientId, client_secret: clientSecret, token });
}
