import { expect, type APIRequestContext, type Page } from '@playwright/test';

interface StoredAccount {
  key: string;
  baseUrl: string;
  token: string;
  id: string;
  acct: string;
  display_name: string;
  avatar: string;
  role?: string;
  locked?: boolean;
}

interface App {
  clientId: string;
  clientSecret: string;
  scopes: string;
}

const SCOPES = 'read write follow push';

/** An OAuth app on the dev instance, as the app registers itself (so it can revoke its tokens at sign-out). */
async function registerApp(request: APIRequestContext): Promise<App> {
  const response = await request.post('/api/v1/apps', {
    form: { client_name: 'e2e-accounts', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: SCOPES },
  });
  expect(response.ok()).toBeTruthy();
  const { client_id, client_secret } = (await response.json()) as { client_id: string; client_secret: string };
  return { clientId: client_id, clientSecret: client_secret, scopes: SCOPES };
}

/** One seeded user's stored account entry, as the app writes it after a sign-in on its own server. */
async function storedAccount(request: APIRequestContext, app: App, username: string): Promise<StoredAccount> {
  const granted = await request.post('/oauth/token', {
    form: {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      grant_type: 'password',
      username,
      password: 'password',
      scope: SCOPES,
    },
  });
  expect(granted.ok()).toBeTruthy();
  const token = ((await granted.json()) as { access_token: string }).access_token;
  const response = await request.get('/api/v1/accounts/verify_credentials', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBeTruthy();
  const user = (await response.json()) as {
    id: string;
    acct: string;
    display_name: string;
    avatar: string;
    locked?: boolean;
    pleroma?: { is_admin?: boolean; is_moderator?: boolean };
  };
  const role = user.pleroma?.is_admin ? 'admin' : user.pleroma?.is_moderator ? 'moderator' : 'member';
  return {
    key: `self#${user.id}`,
    baseUrl: '',
    token,
    id: user.id,
    acct: user.acct,
    display_name: user.display_name,
    avatar: user.avatar,
    role,
    locked: user.locked ?? false,
  };
}

/**
 * Several accounts signed in at once without the login form (for tests of what comes after it): the app
 * registered and their tokens granted through the API, stored as the app stores them (localStorage
 * `fedi:oauth`), the last one active, then the app opened at `path` and the active account's session shown.
 */
export async function signInAccounts(page: Page, usernames: string[], path = '/main/friends'): Promise<void> {
  const app = await registerApp(page.request);
  const accounts = [];
  for (const username of usernames) accounts.push(await storedAccount(page.request, app, username));
  const active = accounts[accounts.length - 1]!;
  // The app's origin first (localStorage is per origin), then the stored login, then the app itself.
  await page.goto('/remotes.json');
  await page.evaluate((stored) => window.localStorage.setItem('fedi:oauth', JSON.stringify(stored)), {
    ...app,
    accounts,
    active: active.key,
    token: active.token,
  });
  await page.goto(path);
  // Signed in at any width: the user panel (desktop) or the nav bar (phones) offers the account switcher.
  await expect(page.getByRole('button', { name: 'Accounts' }).first()).toBeVisible();
}
