import { expect, test } from '@playwright/test';
import { recordRequests, remoteRequests, resetInstance, signIn } from './support/app';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

test('a visitor never downloads moderation code', async ({ page }) => {
  const urls = recordRequests(page);
  for (const path of ['/', '/main/public', '/main/all', '/about', '/login', '/search', '/tag/art']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Moderation' })).toHaveCount(0);
  expect(remoteRequests(urls, 'moderation')).toEqual([]);
  expect(urls.filter((u) => /moderation/i.test(u))).toEqual([]);
});

test('an ordinary signed-in user never downloads moderation code either', async ({ page }) => {
  const urls = recordRequests(page);
  await signIn(page, 'alice');
  await page.goto('/main/friends');
  await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Moderation' })).toHaveCount(0);
  expect(remoteRequests(urls, 'moderation')).toEqual([]);
});

test('a moderator gets the moderation code only after opening it', async ({ page }) => {
  const urls = recordRequests(page);
  await signIn(page, 'mod');
  await page.goto('/main/public');
  await expect(page.getByRole('heading', { name: 'Public timeline' })).toBeVisible();
  expect(remoteRequests(urls, 'moderation')).toEqual([]);
  await page.getByRole('button', { name: 'Moderation' }).click();
  await expect(page.getByRole('dialog', { name: 'Moderation' })).toBeVisible();
  expect(remoteRequests(urls, 'moderation').length).toBeGreaterThan(0);
});
