import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { openComposer } from './support/composer';
import { budget } from '../pace';

/**
 * Hostile and malformed data (issue 21), served by the dev instance's hostile mode
 * (devserver/src/instance/http/hostile.ts): what fails validation is skipped and logged, the rest
 * renders, no screen crashes and nothing overflows sideways.
 */

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
  expect((await page.request.post('/__dev/hostile', { data: { on: true } })).ok()).toBeTruthy();
});
test.afterEach(async ({ page }) => {
  await resetInstance(page);
});

/** Uncaught errors and unhandled rejections, and the warnings of skipped entities. */
function watch(page: Page): { errors: string[]; skipped: string[] } {
  const errors: string[] = [];
  const skipped: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /uncaught|unhandled/i.test(text)) errors.push(text);
    if (message.type() === 'warning' && /skipping invalid/i.test(text)) skipped.push(text);
  });
  return { errors, skipped };
}

/** No horizontal overflow: the page is not wider than the window. */
async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(clientWidth);
}

const card = (page: Page, text: string) => page.locator('article.status').filter({ hasText: text }).first();

/** Scrolls the (virtualized) timeline down until the post with this text is mounted, then into view. */
async function reveal(page: Page, text: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 30 && (await card(page, text).count()) === 0; step++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(100);
  }
  await card(page, text).scrollIntoViewIfNeeded();
}

test('hostile timeline: broken entities skipped and logged, the rest renders, the layout holds', async ({ page }) => {
  test.setTimeout(budget(120_000));
  const { errors, skipped } = watch(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'alice');
  await page.goto('/main/all');
  const timeline = page.locator('.timeline');
  await expect(card(page, 'Hostile: right-to-left override')).toBeVisible();
  for (const text of [
    'Hostile: right-to-left override',
    'Hostile: invalid dates',
    'Hostile: broken media',
    'Hostile: ten thousand emoji',
    'Hostile: two thousand reactions',
    'Hostile: one megabyte',
    'Hostile: unknown visibility and type',
    'Hostile: wrongly typed fields',
  ]) {
    await reveal(page, text);
    const status = card(page, text);
    await expect(status, text).toBeVisible();
    // No card is taller than a few screens (a 1 MB name or text is cut).
    expect((await status.boundingBox())!.height, `${text}: card height`).toBeLessThan(3_000);
    const box = await status.boundingBox();
    const frame = await timeline.boundingBox();
    expect(box!.width, `${text}: card width`).toBeLessThanOrEqual(frame!.width + 1);
    await expectNoSidewaysOverflow(page);
  }
  // Without an id or an account a status cannot be shown: skipped, and the console says so.
  await expect(page.locator('article.status').filter({ hasText: 'Hostile: no id' })).toHaveCount(0);
  await expect(page.locator('article.status').filter({ hasText: 'Hostile: no account' })).toHaveCount(0);
  expect(skipped.length).toBeGreaterThanOrEqual(2);
  // The seeded posts below still render.
  await expect(page.locator('article.status').filter({ hasNotText: 'Hostile:' }).first()).toBeAttached();

  // Media addresses a page may not load are dropped (the broken ones stay, shown as broken).
  await reveal(page, 'Hostile: broken media');
  await expect(card(page, 'Hostile: broken media').locator('img')).not.toHaveCount(0);
  expect(await page.locator('img[src^="javascript:" i], video[src^="javascript:" i]').count()).toBe(0);

  // The names lose their right-to-left overrides.
  await reveal(page, 'Hostile: right-to-left override');
  expect(await card(page, 'Hostile: right-to-left override').locator('.status-author').textContent()).toBe(
    'evil Mallory gnp.exe',
  );

  // The worst screen: the 2,000 reactions and the 1 MB name and text.
  const dir = join(__dirname, '..', '..', '.reports');
  mkdirSync(dir, { recursive: true });
  await reveal(page, 'Hostile: two thousand reactions');
  await page.screenshot({ path: join(dir, 'hostile-timeline.png') });
  expect(errors).toEqual([]);
});

test('hostile thread, notifications and emoji: a 2,000-deep chain, unknown types, 10,000 custom emoji', async ({
  page,
}) => {
  test.setTimeout(budget(120_000));
  const { errors } = watch(page);
  await signIn(page, 'alice');
  // A real status whose context is a 2,000-deep chain.
  const statuses = await page.request.get('/api/v1/timelines/public?max_id=zzzzzzzzzzzzzzzzzz&limit=1');
  const [real] = (await statuses.json()) as Array<{ id: string }>;
  await page.goto(`/notice/${real!.id}`);
  await expect(page.locator(`article.status[data-status-id="${real!.id}"]`)).toBeVisible({ timeout: budget(30_000) });
  await expect(
    page
      .locator('article.status')
      .filter({ hasText: /Link \d+ of a 2000-deep chain/ })
      .first(),
  ).toBeVisible();
  await expectNoSidewaysOverflow(page);

  await page.goto('/alice/notifications');
  await expect(page.locator('main').getByRole('heading', { name: 'Notifications' }).first()).toBeVisible();
  await expectNoSidewaysOverflow(page);

  const composer = await openComposer(page);
  await composer.getByRole('button', { name: 'Emoji', exact: true }).click();
  const picker = composer.getByRole('dialog', { name: 'Emoji picker' });
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('hostile_9999');
  await expect(picker.getByRole('button', { name: /hostile_9999/ }).first()).toBeVisible();
  await expectNoSidewaysOverflow(page);
  expect(errors).toEqual([]);
});
