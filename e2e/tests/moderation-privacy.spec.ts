import { expect, test } from '@playwright/test';
import { recordRequests, remoteRequests, resetInstance, signIn } from './support/app';
import { accountId } from './support/people';
import { apiToken } from './support/timelines';

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

test('an ordinary signed-in user never downloads moderation code either, opening profiles and statuses', async ({
  page,
}) => {
  const urls = recordRequests(page);
  await signIn(page, 'alice');
  await page.goto('/main/friends');
  await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Moderation' })).toHaveCount(0);
  // Profiles (local and remote) and statuses with their menus: no admin menu, no moderation code.
  const token = await apiToken(page.request, 'alice');
  const remote = await accountId(page.request, token, 'rustacean@remote.example');
  for (const path of ['/bob', `/users/${remote}`, '/carol']) {
    await page.goto(path);
    const card = page.locator('.people-card');
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: /^Moderate/ })).toHaveCount(0);
    await card.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await page.goto('/main/public');
  const status = page.locator('article.status').first();
  await expect(status).toBeVisible();
  await status.locator('a[href^="/notice/"]').first().click();
  await expect(page.getByRole('heading', { name: 'Conversation' })).toBeVisible();
  const opened = page.locator('article.status').first();
  await opened.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Moderate post' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect(remoteRequests(urls, 'moderation')).toEqual([]);
  expect(urls.filter((u) => /moderation/i.test(u))).toEqual([]);
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
