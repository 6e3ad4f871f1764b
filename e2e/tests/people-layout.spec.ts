import { expect, test, type Locator, type Page } from '@playwright/test';
import { resetInstance, signIn } from './support/app';

/**
 * Issue 28: what a new user saw of the people and moderation screens at 1280 and 390 px: menus that run
 * off the screen or are clipped by their window, a page wider than the phone, names and dates that spill.
 */
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

/** The page never scrolls sideways. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scroll, 'the page is wider than the viewport').toBeLessThanOrEqual(viewport);
}

/** Inside the viewport (or `within`), and every item is the element found at its own centre. */
async function expectMenuUsable(page: Page, menu: Locator, within?: Locator): Promise<void> {
  await expect(menu).toBeVisible();
  const viewport = page.viewportSize()!;
  const frame = within ? await within.boundingBox() : { x: 0, y: 0, width: viewport.width, height: viewport.height };
  const box = (await menu.boundingBox())!;
  expect(box.x, 'menu starts left of its frame').toBeGreaterThanOrEqual(frame!.x - 0.5);
  expect(box.x + box.width, 'menu ends right of its frame').toBeLessThanOrEqual(frame!.x + frame!.width + 0.5);
  expect(box.y, 'menu starts above its frame').toBeGreaterThanOrEqual(frame!.y - 0.5);
  const items = menu.getByRole('menuitem');
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const item = items.nth(index);
    await item.scrollIntoViewIfNeeded();
    const hit = await item.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const found = document.elementFromPoint(x, y);
      return {
        inViewport:
          rect.left >= 0 && rect.right <= window.innerWidth && rect.top >= 0 && rect.bottom <= window.innerHeight,
        atCentre: found !== null && (found === element || element.contains(found)),
        text: element.textContent,
      };
    });
    expect(hit.inViewport, `"${hit.text}" is inside the viewport`).toBe(true);
    expect(hit.atCentre, `"${hit.text}" is clickable at its centre`).toBe(true);
  }
}

for (const size of WIDTHS) {
  test.describe(`${size.width} px`, () => {
    test('the admin menu of a user card stays inside the screen, every item clickable (issue 28 #4)', async ({
      page,
    }) => {
      await signIn(page, 'admin');
      await page.setViewportSize(size);
      await page.goto('/dave');
      const card = page.getByRole('region', { name: 'Profile of dave' });
      await card.getByRole('button', { name: 'Moderate @dave' }).click();
      const menu = page.getByRole('menu', { name: 'Moderate @dave' });
      await expect(menu.getByRole('menuitem', { name: 'Force posts to be followers-only' })).toBeVisible();
      await expectMenuUsable(page, menu);
      await expectNoHorizontalOverflow(page);
      // The last policy tag is reachable and works.
      await menu.getByRole('menuitem', { name: 'Disallow following user from remote instances' }).click();
      await expect(menu).toBeHidden();
      await expect(card.getByRole('status').filter({ hasText: '@dave' })).toBeVisible();
    });

    test('the Moderation window: its Moderate dropdown inside the window, no shift on open, tags wrap (issue 28 #5)', async ({
      page,
    }) => {
      await signIn(page, 'mod');
      await page.setViewportSize(size);
      if (size.width < 800) {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
      }
      await page.getByRole('button', { name: /^Moderation/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Moderation' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('tab', { name: 'Users' }).click();
      await dialog.getByRole('searchbox', { name: 'Search users' }).fill('bob');
      await dialog.getByRole('button', { name: 'Search', exact: true }).click();
      const row = dialog.getByRole('listitem').filter({ has: page.getByText('@bob', { exact: true }) });
      const button = row.getByRole('button', { name: 'Moderate @bob' });
      await expect(button).toBeVisible();
      // Tag bob so the row has a policy tag badge, then look at the row.
      await button.click();
      const menu = page.getByRole('menu', { name: 'Moderate @bob' });
      await menu.getByRole('menuitem', { name: 'Force posts to be followers-only' }).click();
      await expect(
        row
          .getByText('mrf_tag:force-unlisted')
          .or(row.getByText(/mrf_tag:/))
          .first(),
      ).toBeVisible();

      const heading = dialog.getByRole('tab', { name: 'Users' });
      const before = (await heading.boundingBox())!;
      await button.click();
      await expect(menu).toBeVisible();
      // On a wide screen it opens inside the window (end-aligned with its button); on a phone inside the screen.
      await expectMenuUsable(page, menu, size.width >= 800 ? dialog : undefined);
      const after = (await heading.boundingBox())!;
      expect(after.x, 'the window content does not move when the dropdown opens').toBeCloseTo(before.x, 0);
      expect(after.width).toBeCloseTo(before.width, 0);
      await button.click();
      await expect(menu).toBeHidden();

      // Every tag badge of the row stays inside the row (wrapped, not cut).
      const rowBox = (await row.boundingBox())!;
      for (const tag of await row.locator('.mod-tag').all()) {
        const box = (await tag.boundingBox())!;
        expect(box.x + box.width, `${await tag.textContent()} inside its row`).toBeLessThanOrEqual(
          rowBox.x + rowBox.width + 0.5,
        );
        const clipped = await tag.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
        expect(clipped, `${await tag.textContent()} is not cut`).toBe(false);
      }
      await expectNoHorizontalOverflow(page);
    });
  });
}

test('the About page fits a phone: nothing cut, bubble instances in Unicode (issue 28 #7, #21)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keyword policies' })).toBeVisible();
  const bubble = page.getByRole('region', { name: 'Bubble instances' });
  await expect(bubble).toContainText('münchen.example');
  await expect(bubble).not.toContainText('xn--');
  await expectNoHorizontalOverflow(page);
  const main = page.locator('.people-root');
  const box = (await main.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // No text inside the column is wider than it.
  const overflowing = await main.evaluate((root) => {
    const right = root.getBoundingClientRect().right + 0.5;
    return [...root.querySelectorAll('h1, h2, h3, p, li, td, th, caption')]
      .filter(
        (element) => element.getBoundingClientRect().right > right || element.scrollWidth > element.clientWidth + 1,
      )
      .map((element) => element.textContent?.slice(0, 40));
  });
  expect(overflowing).toEqual([]);
});

test('who to follow keeps long handles inside its panel at 1280 (issue 28 #16)', async ({ page }) => {
  // The admin's suggestions include @newsbot@remote.example.
  await signIn(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/main/friends');
  const panel = page.getByRole('region', { name: 'Who to follow' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  const panelBox = (await panel.boundingBox())!;
  for (const item of await panel.getByRole('listitem').all()) {
    for (const part of await item.locator('a, span').all()) {
      const box = await part.boundingBox();
      if (!box || box.width === 0) continue;
      expect(box.x + box.width, `${await part.textContent()} inside the panel`).toBeLessThanOrEqual(
        panelBox.x + panelBox.width + 0.5,
      );
    }
  }
});

test('notification times stay on one line at 390 (issue 28 #19)', async ({ page }) => {
  await signIn(page, 'alice');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/main/friends');
  // The phone's notifications drawer (the bell), as narrow as the screen.
  await page
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  const times = page.locator('.notifications-drawer .people-notification-head time');
  await expect(times.first()).toBeVisible();
  for (const time of (await times.all()).slice(0, 8)) {
    const lines = await time.evaluate((element) => {
      const style = getComputedStyle(element);
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
      return Math.round(element.getBoundingClientRect().height / lineHeight);
    });
    expect(lines, `${await time.textContent()} on one line`).toBeLessThanOrEqual(1);
  }
});
