import { expect, test } from '@playwright/test';
import { resetInstance } from './support/app';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

test('statuses scrolled away and back after react-query’s 5-minute collection time render from the cache, no refetch', async ({
  page,
}) => {
  // The page's clock is Playwright's: six minutes pass in an instant below.
  await page.clock.install();
  const single: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'GET' && /^\/api\/v1\/statuses\/[^/]+$/.test(path)) single.push(path);
  });
  await page.goto('/main/all');
  const rows = page.locator('article[data-status-id]');
  await expect(rows.first()).toBeVisible();
  const firstId = await rows.first().getAttribute('data-status-id');

  // Ten screens down: the first rows leave the document (virtualized), their queries lose their observers.
  for (let screen = 0; screen < 10; screen += 1) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(150);
  }
  await expect(page.locator(`article[data-status-id="${firstId}"]`)).toHaveCount(0);

  // Away for six minutes (react-query's default gcTime is five).
  await page.clock.runFor('06:00');

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator(`article[data-status-id="${firstId}"]`)).toBeVisible();
  await expect(page.locator(`article[data-status-id="${firstId}"]`)).not.toHaveClass(/status-loading/);
  await page.waitForTimeout(500);
  expect(single).toEqual([]);
});
