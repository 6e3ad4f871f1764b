import { request, type HttpConfig } from '@fedi/shared';
import { readOAuth, writeOAuth } from './storage';

export const SCOPES = 'read write follow push admin';

interface AppCredentials {
  clientId: string;
  clientSecret: string;
}

/** Registers this client with the server once and keeps the id and secret (spec §7 OAuth). */
export async function ensureApp(config: HttpConfig): Promise<AppCredentials> {
  const stored = readOAuth();
  if (stored.clientId && stored.clientSecret) return { clientId: stored.clientId, clientSecret: stored.clientSecret };
  const form = new URLSearchParams({
    client_name: `Fedi (${window.location.host})`,
    redirect_uris: `${window.location.origin}/oauth-callback`,
    scopes: SCOPES,
  });
  const { data } = await request<{ client_id: string; client_secret: string }>(config, '/api/v1/apps', { method: 'POST', form, anonymous: true });
  writeOAuth({ clientId: data.client_id, clientSecret: data.client_secret });
  return { clientId: data.client_id, clientSecret: data.client_secret };
}

export async function passwordGrant(config: HttpConfig, username: string, password: string): Promise<string> {
  const app = await ensureApp(config);
  const form = new URLSearchParams({
    client_id: app.clientId,
    client_secret: app.clientSecret,
    grant_type: 'password',
    username,
    password,
    scope: SCOPES,
  });
  const { data } = await request<{ access_token: string }>(config, '/oauth/token', { method: 'POST', form, anonymous: true });
  return data.access_token;
}

export async function revokeToken(config: HttpConfig, token: string): Promise<void> {
  const { clientId, clientSecret } = readOAuth();
  if (!clientId || !clientSecret) return;
  const form = new URLSearchParams({ client_id: clientId, client_secret: clientSecret, token });
  await request(config, '/oauth/revoke', { method: 'POST', form, anonymous: true });
}
