import { expect, test, type Page } from '@playwright/test';
import { resetInstance, signIn } from './support/app';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

async function followers(page: Page): Promise<number> {
  const card = page.getByRole('region', { name: 'Profile of bob' });
  const text =
    (await card
      .getByText(/\d+ followers?/)
      .first()
      .textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1]);
}

test('unfollow and follow again: the follower count matches the server; who to follow drops bob (issue 28 #21)', async ({
  page,
}) => {
  await signIn(page, 'alice');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/bob');
  const card = page.getByRole('region', { name: 'Profile of bob' });
  await expect(card.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(card.getByText(/\d+ followers?/).first()).toBeVisible();
  const start = await followers(page);

  await card.getByRole('button', { name: 'Unfollow' }).click();
  await expect(card.getByRole('button', { name: /^Follow/ })).toBeVisible();
  await expect.poll(() => followers(page)).toBe(start - 1);
  // Who to follow now offers bob (the server's list is asked again when the page is visited).
  await page.goto('/who-to-follow');
  await expect(page.getByRole('link', { name: /^Bob/ }).first()).toBeVisible();
  await page.goto('/bob');
  await expect(card.getByRole('button', { name: /^Follow/ })).toBeVisible();
  await expect.poll(() => followers(page)).toBe(start - 1);

  await card.getByRole('button', { name: /^Follow/ }).click();
  await expect(card.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect.poll(() => followers(page)).toBe(start);
  // Right after the follow, bob is no longer a suggestion (panel and page share the list).
  const panel = page.getByRole('region', { name: 'Who to follow' });
  await expect(panel.getByText('@bob', { exact: true })).toHaveCount(0);
  await panel.getByRole('link', { name: 'More' }).click();
  await expect(page.getByRole('heading', { name: 'Who to follow', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText('@bob', { exact: true })).toHaveCount(0);

  // The server agrees.
  await page.goto('/bob');
  await expect(card.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect.poll(() => followers(page)).toBe(start);
});
