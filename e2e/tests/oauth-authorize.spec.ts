import { expect, test } from '@playwright/test';
import { resetInstance } from './support/app';
import { SERVER_SIGN_IN, signInOnServerPage } from './support/serverSignIn';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

test('signs in through the dev instance’s authorize page and out again', async ({ page }) => {
  await page.goto('/login');
  // A server with a password grant leads with the password form; the server page comes second.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: SERVER_SIGN_IN })).toBeVisible();

  await signInOnServerPage(page, async (server) => {
    await server.getByLabel('Username or email').fill('alice');
    await server.getByLabel('Password').fill('password');
    await server.getByRole('button', { name: 'Authorize' }).click();
  });
  await expect(page.locator('.user-acct')).toHaveText('@alice');
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('fedi:oauth') ?? '{}') as { token?: string },
  );
  expect(stored.token).toBeTruthy();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('fedi:oauth') ?? '{}') as { token?: string });
  expect(after.token).toBeUndefined();
});

test('the callback page explains a refused, foreign or broken sign-in', async ({ page }) => {
  await page.goto('/oauth-callback?error=access_denied');
  await expect(page.getByRole('alert')).toHaveText('The server did not allow the sign-in: access_denied');

  await page.goto('/oauth-callback?code=made-up&state=not-ours');
  await expect(page.getByRole('alert')).toContainText('does not belong to a sign-in started in this tab');

  await page.goto('/oauth-callback');
  await expect(page.getByRole('alert')).toContainText('did not send a sign-in code');
  await page.getByRole('link', { name: 'Back to the login page' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});
