import { expect, test, type Page } from '@playwright/test';
import { resetInstance } from './support/app';
import { ERIN_TOTP_SECRET, totp } from './support/totp';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

async function submitPassword(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('a wrong password shows the server’s message and keeps the username', async ({ page }) => {
  await submitPassword(page, 'alice', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await expect(page.getByLabel('Username')).toHaveValue('alice');
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test('two-factor login with an authentication code; a wrong code shows an error and clears the field', async ({
  page,
}) => {
  await submitPassword(page, 'erin', 'password');
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  const code = page.getByLabel('Authentication code');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(code).toHaveValue('');

  await code.fill(totp(ERIN_TOTP_SECRET));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page).toHaveURL(/\/main\/friends$/);
});

test('two-factor login with a recovery code, after switching forms; cancel goes back', async ({ page }) => {
  await submitPassword(page, 'erin', 'password');
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(page.getByRole('heading', { name: 'Recovery code' })).toBeVisible();
  await page.getByRole('button', { name: 'Use an authentication code' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Password')).toHaveValue('');

  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill('erin-rc-0001');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});
