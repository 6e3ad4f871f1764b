import { expect, type Page } from '@playwright/test';

/** The login page's button that leaves for the server's own sign-in page (authorization code). */
export const SERVER_SIGN_IN = 'Sign in with the server’s page';

/**
 * Signs in through the server's authorize page and waits for the app's home timeline.
 * `fillServerForm` fills and submits the server's own form (it differs per server).
 */
export async function signInOnServerPage(page: Page, fillServerForm: (page: Page) => Promise<void>): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: SERVER_SIGN_IN }).click();
  await page.waitForURL(/\/oauth\/authorize\?/);
  const authorize = new URL(page.url());
  expect(authorize.searchParams.get('response_type')).toBe('code');
  expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/oauth-callback$/);
  expect(authorize.searchParams.get('state')).toBeTruthy();
  await fillServerForm(page);
  await page.waitForURL('**/main/friends');
  await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}
