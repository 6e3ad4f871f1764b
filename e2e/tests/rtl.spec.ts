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

test('left-to-right user text is isolated in right-to-left rows: a handle keeps its @ in front (reply line, mentions, header)', async ({
  page,
}) => {
  await page.goto('/main/all');
  await expect(page.locator('#app article[data-status-id]').first()).toBeVisible();
  const replyLine = page.locator('#app .status-reply-to a').first();
  await expect(replyLine).toBeVisible();
  /** Where each "@" followed by a letter is drawn: left of that letter (left to right), never right of it. */
  const atSides = (selector: string) =>
    page.evaluate((css) => {
      const out: Array<{ text: string; atLeftOfName: boolean }> = [];
      for (const element of document.querySelectorAll(`#app article[data-status-id] ${css}`)) {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          const index = text.search(/@[a-z]/i);
          if (index < 0) continue;
          const rect = (start: number) => {
            const range = document.createRange();
            range.setStart(node!, start);
            range.setEnd(node!, start + 1);
            return range.getBoundingClientRect();
          };
          out.push({ text: element.textContent ?? '', atLeftOfName: rect(index).left < rect(index + 1).left });
        }
      }
      return out;
    }, selector);
  for (const selector of ['.status-reply-to a', '.mention-link', '.status-acct']) {
    const sides = await atSides(selector);
    if (selector === '.status-reply-to a' || selector === '.status-acct') expect(sides.length).toBeGreaterThan(0);
    expect(sides.filter((side) => !side.atLeftOfName)).toEqual([]);
  }
  // Poll options, link cards and subjects follow their own text's direction.
  for (const css of ['.poll-title', '.poll-choice > span', '.link-card-text > *', '.status-summary']) {
    for (const element of await page.locator(`#app article[data-status-id] ${css}`).all())
      await expect(element).toHaveAttribute('dir', 'auto');
  }
});
