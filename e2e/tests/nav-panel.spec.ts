import { expect, test, type Page } from '@playwright/test';
import { resetInstance, signIn } from './support/app';

// Issue 28 #1: the spec's side navigation panel (non-mobile): every signed-in destination reachable at 1280.
test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

const panelOf = (page: Page) => page.getByRole('navigation', { name: 'Navigation', exact: true });

/** The page is no wider than the window, and the panel sits inside it. */
async function fitsTheWindow(page: Page) {
  const { scrollWidth, innerWidth, panel } = await page.evaluate(() => {
    const box = document.querySelector('.nav-panel')!.getBoundingClientRect();
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      panel: [box.left, box.right],
    };
  });
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  expect(panel[0]).toBeGreaterThanOrEqual(0);
  expect(panel[1]).toBeLessThanOrEqual(innerWidth);
}

test('1280px: the nav panel links every destination with its count, marks the page shown and is keyboard reachable', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'alice');
  await page.goto('/main/friends');
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  // The seeded announcements are unread for alice: the entry carries the count.
  await expect(panel.getByRole('link', { name: /^Announcements \d+ new$/ })).toBeVisible();
  const names = await panel
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.querySelector('.nav-panel-label')?.textContent));
  expect(names).toEqual([
    'Timelines',
    'Interactions',
    'Chats',
    'Lists',
    'Announcements',
    'Bookmarks',
    'Direct messages',
    'About',
  ]);
  await expect(panel.getByRole('link', { name: 'Timelines' })).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: testInfo.outputPath('nav-panel-1280.png') });

  const destinations: Array<[RegExp | string, RegExp]> = [
    ['Interactions', /\/users\/alice\/interactions$/],
    [/^Chats/, /\/users\/alice\/chats$/],
    ['Lists', /\/lists$/],
    [/^Announcements/, /\/announcements$/],
    ['Bookmarks', /\/bookmarks$/],
    ['Direct messages', /\/users\/alice\/dms$/],
    ['About', /\/about$/],
    ['Timelines', /\/main\/friends$/],
  ];
  for (const [name, url] of destinations) {
    await panel.getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
    await expect(panel.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await expect(panel.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.locator('#main')).toBeVisible();
  }

  // Keyboard: Tab reaches the entries, Enter follows one.
  await panel.getByRole('link', { name: 'Timelines' }).focus();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'Interactions' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/users\/alice\/interactions$/);
});

test('a locked account gets follow requests; visitors and phones get no nav panel; 801–1279 px fit', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/main/all');
  await expect(page.getByRole('link', { name: 'Log in to join the discussion' })).toBeVisible();
  await expect(panelOf(page)).toHaveCount(0);

  await signIn(page, 'carol');
  await page.goto('/main/friends');
  await expect(panelOf(page).getByRole('link', { name: /^Follow requests/ })).toBeVisible();
  await panelOf(page)
    .getByRole('link', { name: /^Follow requests/ })
    .click();
  await expect(page).toHaveURL(/\/friend-requests$/);

  for (const width of [801, 900, 1024, 1279]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(panelOf(page)).toBeVisible();
    await fitsTheWindow(page);
    if (width === 801) await page.screenshot({ path: testInfo.outputPath('nav-panel-801.png') });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(panelOf(page)).toHaveCount(0);
});
