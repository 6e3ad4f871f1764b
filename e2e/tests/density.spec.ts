import { expect, test, type Page } from '@playwright/test';
import { resetInstance, signIn } from './support/app';

/** Statuses of the timeline that show in the viewport (wholly or in part), and those wholly in it. */
function inFirstScreen(page: Page) {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll('#app article[data-status-id]')].map((row) =>
      row.getBoundingClientRect(),
    );
    return {
      shown: rows.filter((rect) => rect.top >= 0 && rect.top < window.innerHeight).length,
      heights: rows.map((rect) => Math.round(rect.height)),
      whole: rows.filter((rect) => rect.top >= 0 && rect.bottom <= window.innerHeight).length,
    };
  });
}

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

// Issue 28 (19): akkoma-fe shows six statuses in the first screen of a visitor's Known Network at 390 × 844
// on the same instance (a status counts when its top is within the screen).
test('a phone (390 × 844): the visitor timeline is full-bleed, shows at least six statuses in the first screen, and its actions are 44 px touch targets', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/main/all');
  await expect(page.locator('#app article[data-status-id]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const counted = await inFirstScreen(page);
  expect(counted.shown).toBeGreaterThanOrEqual(6);
  expect(counted.whole).toBeGreaterThanOrEqual(5);
  // No wallpaper margins: the timeline's panel spans the whole width.
  const panel = await page.locator('section.timeline').boundingBox();
  expect(panel?.x).toBe(0);
  expect(panel?.width).toBe(390);
  // One header row per status: the time stays beside the names, however long they are.
  for (const row of await page.locator('#app article[data-status-id] .status-header').all()) {
    const header = await row.boundingBox();
    const time = await row.locator('.status-time').boundingBox();
    if (header && time) expect(time.y + time.height).toBeLessThanOrEqual(header.y + header.height);
    // …and on one line of its own (a wrapped "17 hr. / ago" is twice its font size tall).
    const oneLine = await row
      .locator('.status-time')
      .evaluate(
        (element) => element.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(element).fontSize),
      );
    expect(oneLine).toBe(true);
  }
  // The actions (links to the remote interaction page) each answer a touch in a 44 px square around
  // their centre (probed 21 px off it: hit testing rounds).
  const actions = page.locator('#app article[data-status-id]').first().locator('.status-actions .action-link');
  await expect(actions).toHaveCount(3);
  for (const action of await actions.all()) {
    const target = await action.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const hits = (dx: number, dy: number) => {
        const found = document.elementFromPoint(x + dx, y + dy);
        return found !== null && (found === element || element.contains(found));
      };
      return { width: rect.width, edges: [hits(0, -21), hits(0, 21), hits(-21, 0), hits(21, 0)] };
    });
    expect(target.width).toBeGreaterThanOrEqual(44);
    expect(target.edges).toEqual([true, true, true, true]);
  }
  await page.screenshot({ path: testInfo.outputPath('visitor-all-390.png') });
});

// Issue 28 (19): at 390 px a signed-in status's footer links go to the line below the actions together:
// "Translate" never wraps alone onto a line of its own beside "Show thread".
test('a phone (390 × 844), signed in: "Show thread" and "Translate" share one line', async ({ page }, testInfo) => {
  await signIn(page, 'alice');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/main/all');
  const row = page.locator('#app article[data-status-id]', {
    has: page.getByRole('button', { name: 'Show thread' }),
  });
  await expect(row.first().getByRole('button', { name: 'Translate' })).toBeVisible();
  const rows = await row.all();
  expect(rows.length).toBeGreaterThan(0);
  for (const status of rows) {
    const thread = await status.getByRole('button', { name: 'Show thread' }).boundingBox();
    const translate = await status.getByRole('button', { name: 'Translate' }).boundingBox();
    if (!thread || !translate) continue;
    expect(Math.abs(translate.y - thread.y)).toBeLessThan(2);
    // Neither runs off the row.
    expect(translate.x + translate.width).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: testInfo.outputPath('signed-in-all-390.png') });
});
