import { expect, test, type Page } from '@playwright/test';
import { resetInstance } from './support/app';

// Issue 28, defect 20: Arabic from the first paint (no English in the status rows at any moment after the
// first status shows), and left-to-right user text isolated inside right-to-left rows.

test.use({ locale: 'ar' });

/** English texts of a status row (timelines' strings) that must never show in Arabic. */
const ENGLISH = ['Reply to', 'Show thread', 'Hide thread', 'Translate', 'ago', 'Show more', 'Load older'];

/**
 * Watches the page from its first script: every change to the DOM, once a status row exists, samples the
 * rows' text and keeps the English it finds.
 */
async function watchRows(page: Page) {
  await page.addInitScript((english: string[]) => {
    const found = new Set<string>();
    const w = window as unknown as { __englishSeen: string[]; __rowsSeen: number };
    w.__englishSeen = [];
    w.__rowsSeen = 0;
    const sample = () => {
      const rows = document.querySelectorAll('#app article[data-status-id]');
      if (rows.length === 0) return;
      w.__rowsSeen += 1;
      for (const row of rows) {
        const text = row.textContent ?? '';
        for (const word of english) if (text.includes(word)) found.add(word);
      }
      w.__englishSeen = [...found];
    };
    new MutationObserver(sample).observe(document, { subtree: true, childList: true, characterData: true });
  }, ENGLISH);
}

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

for (const path of ['/main/all', '/main/public']) {
  test(`Arabic from the first paint: no English in the status rows at any moment (${path})`, async ({ page }) => {
    await watchRows(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('#app article[data-status-id]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { seen, rows } = await page.evaluate(() => {
      const w = window as unknown as { __englishSeen: string[]; __rowsSeen: number };
      return { seen: w.__englishSeen, rows: w.__rowsSeen };
    });
    expect(rows).toBeGreaterThan(0);
    expect(seen).toEqual([]);
    // The rows do say things, in Arabic ("رد على" is "Reply to").
    await expect(page.locator('#app article[data-status-id]', { hasText: 'رد على' }).first()).toBeVisible();
  });
}
