import { start, type StartedServer } from '../src/index';
import { ERIN_TOTP_SECRET } from '../src/instance/seed/logins';
import { totpFor } from '../src/instance/actions/auth';

export interface Client {
  url: string;
  token: string | null;
  get<T = unknown>(path: string): Promise<{ status: number; body: T; headers: Headers }>;
  send<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; headers: Headers }>;
}

export async function boot(
  opts: { statuses?: number; testControls?: boolean; dataDir?: string } = {},
): Promise<StartedServer> {
  return start({
    statuses: opts.statuses ?? 0,
    testControls: opts.testControls ?? true,
    seed: 7,
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
  });
}

async function parse(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

export function client(url: string, token: string | null = null): Client {
  const auth = (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    url,
    token,
    async get<T>(path: string) {
      const res = await fetch(url + path, { headers: auth() });
      return { status: res.status, body: (await parse(res)) as T, headers: res.headers };
    },
    async send<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const init: RequestInit = { method, headers: { ...auth(), ...headers } };
      if (body instanceof FormData || body instanceof URLSearchParams) init.body = body;
      else if (body !== undefined) {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
      const res = await fetch(url + path, init);
      return { status: res.status, body: (await parse(res)) as T, headers: res.headers };
    },
  };
}

export async function registerApp(
  url: string,
  redirect = 'urn:ietf:wg:oauth:2.0:oob',
): Promise<{ client_id: string; client_secret: string }> {
  const r = await client(url).send<{ client_id: string; client_secret: string }>(
    'POST',
    '/api/v1/apps',
    new URLSearchParams({ client_name: 'jest', redirect_uris: redirect, scopes: 'read write follow push admin' }),
  );
  return r.body;
}

export async function login(url: string, username: string, password = 'password'): Promise<Client> {
  const app = await registerApp(url);
  const r = await client(url).send<{ access_token?: string; mfa_token?: string }>(
    'POST',
    '/oauth/token',
    new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      client_id: app.client_id,
      client_secret: app.client_secret,
    }),
  );
  if (r.body.mfa_token) {
    const code = totpFor(ERIN_TOTP_SECRET).generate();
    const m = await client(url).send<{ access_token: string }>(
      'POST',
      '/oauth/mfa/challenge',
      new URLSearchParams({
        mfa_token: r.body.mfa_token,
        code,
        challenge_type: 'totp',
        client_id: app.client_id,
        client_secret: app.client_secret,
      }),
    );
    return client(url, m.body.access_token);
  }
  if (!r.body.access_token) throw new Error(`login failed for ${username}: ${JSON.stringify(r.body)}`);
  return client(url, r.body.access_token);
}

export function hasFields(obj: unknown, fields: string[]): string[] {
  const o = obj as Record<string, unknown>;
  return fields.filter((f) => !(f in o));
}
