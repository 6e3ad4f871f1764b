import { SERVER_SIGN_IN, signInOnServerPage } from '../../tests/support/serverSignIn';
import { expect, snacForm, test } from './fixtures';

test('snac has no password grant: the login page leads with the server page and explains a password attempt', async ({
  page,
  snac,
}) => {
  await page.goto('/login');
  await expect(page.getByText('This server signs you in on its own page')).toBeVisible();
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password').fill(snac.passwords.alice ?? '');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('This server does not accept passwords in apps');
  await expect(page.getByRole('button', { name: SERVER_SIGN_IN })).toBeVisible();
});

test('alice signs in on snac’s page, posts, sees the post after a reload, and signs out', async ({ page, snac }) => {
  await signInOnServerPage(page, snacForm('alice', snac.passwords.alice ?? ''));
  await expect(page.locator('.user-acct')).toHaveText('@alice');

  const text = `Hello snac from the browser ${Date.now()}`;
  await page.getByRole('button', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await composer.getByLabel('Post text').fill(text);
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(composer).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible();
  await expect(page.locator('article.status', { hasText: text })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('fedi:oauth') ?? '{}') as { token?: string },
  );
  expect(stored.token).toBeUndefined();
});

test('a wrong password stays on snac’s page and signs no one in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: SERVER_SIGN_IN }).click();
  await page.waitForURL(/\/oauth\/authorize\?/);
  await snacForm('bob', 'not-the-password')(page);
  await expect(page.getByText('LOGIN INCORRECT')).toBeVisible();
});
