import { expect, test, type Page } from '@playwright/test';
import { resetInstance, signIn } from './support/app';

// The Settings window as a person moves through it (issue 28 #11): it does not jump between tabs.
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

for (const size of WIDTHS) {
  test(`at ${size.width} the window's top and its tab bar stay put across every tab (#11)`, async ({ page }) => {
    await signIn(page, 'alice');
    await page.setViewportSize(size);
    await page.goto('/main/friends?settings=general');
    const dialog = settingsDialog(page);
    const tabs = dialog.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    const names = await tabs.allInnerTexts();
    expect(names.length).toBeGreaterThan(5);
    const measure = async () => {
      const window = (await dialog.boundingBox())!;
      const bar = (await dialog.getByRole('tablist').boundingBox())!;
      return { top: Math.round(window.y), height: Math.round(window.height), bar: Math.round(bar.y) };
    };
    const first = await measure();
    // Inside the viewport, the bottom too.
    expect(first.top).toBeGreaterThanOrEqual(0);
    expect(first.top + first.height).toBeLessThanOrEqual(size.height);
    for (const name of names) {
      const tab = dialog.getByRole('tab', { name, exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      // Each tab's content first (a tab may load its data), then the window where it was.
      await expect(dialog.getByRole('tabpanel')).toBeVisible();
      await expect.poll(measure, { message: `tab ${name}` }).toEqual(first);
      // The tab bar stays where the pointer is: the tab clicked is still under it.
      const box = (await tab.boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="tab"]')?.textContent,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toBe(name);
    }
  });
}
