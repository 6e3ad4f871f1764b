import { expect, test } from '@playwright/test';
import {
  countReactRenderers,
  reactRendererCount,
  recordRequests,
  remoteRequests,
  resetInstance,
  signIn,
} from './support/app';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

test('each remote is fetched only when a screen needs it, and React loads once', async ({ page }) => {
  await countReactRenderers(page);
  const urls = recordRequests(page);

  await page.goto('/main/public');
  await expect(page.getByRole('heading', { name: 'Public timeline' })).toBeVisible();
  await expect(page.locator('article.status').first()).toBeVisible();
  expect(remoteRequests(urls, 'timelines').length).toBeGreaterThan(0);
  for (const remote of ['composer', 'settings', 'moderation', 'chat']) expect(remoteRequests(urls, remote)).toEqual([]);

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  expect(remoteRequests(urls, 'settings').length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer).toBeVisible();
  expect(remoteRequests(urls, 'composer').length).toBeGreaterThan(0);
  await composer.getByLabel('Post text').fill('Hello from the platform test');
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(composer).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /^Chats/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Chats' })).toBeVisible();
  expect(remoteRequests(urls, 'chat').length).toBeGreaterThan(0);

  expect(remoteRequests(urls, 'moderation')).toEqual([]);
  await page.getByRole('button', { name: 'Moderation' }).click();
  await expect(page.getByRole('dialog', { name: 'Moderation' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Reports' })).toBeVisible();
  expect(remoteRequests(urls, 'moderation').length).toBeGreaterThan(0);

  expect(await reactRendererCount(page)).toBe(1);
});

test('a language other than English is fetched only when chosen', async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto('/main/public');
  await expect(page.getByRole('heading', { name: 'Public timeline' })).toBeVisible();
  expect(urls.filter((u) => u.includes('/locales/'))).toEqual([]);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByLabel('Interface language').selectOption('de');
  await expect(page.getByRole('heading', { name: 'Öffentliche Zeitleiste' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Einstellungen' })).toBeVisible();
  expect(urls.filter((u) => u.includes('/locales/shell/de.json')).length).toBe(1);
  expect(urls.filter((u) => u.includes('/locales/timelines/de.json')).length).toBe(1);
});
