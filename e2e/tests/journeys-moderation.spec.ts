import { expect, test, type Browser, type Page } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { budget } from '../pace';

/**
 * Issue 28 #10: a moderator learns of a report from a notification (not only a badge) and acts on it from
 * there, at both widths.
 */
test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

async function aliceReportsBob(browser: Browser, baseURL: string | undefined, comment: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const alice = await context.newPage();
  await signIn(alice, 'alice');
  await alice.goto('/bob');
  const card = alice.getByRole('region', { name: 'Profile of bob' });
  await card.getByRole('button', { name: 'More actions' }).click();
  await card.getByRole('menuitem', { name: 'Report' }).click();
  const report = alice.getByRole('dialog', { name: 'Report @bob' });
  await report.getByLabel('Additional comments').fill(comment);
  await report.getByRole('group', { name: 'Posts to include' }).getByRole('checkbox').first().check();
  await report.getByRole('button', { name: 'Submit' }).click();
  await expect(report.getByText('Thank you, your report was sent.')).toBeVisible();
  await context.close();
}

async function expectReportOpens(page: Page, comment: string): Promise<void> {
  const row = page.locator('.people-notification[data-type="pleroma:report"]').filter({ hasText: comment });
  await expect(row).toBeVisible({ timeout: budget(30_000) });
  await expect(row).toContainText('reported @bob');
  await row.getByRole('button', { name: 'Open report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Moderation' });
  await expect(dialog).toBeVisible();
  const report = dialog.getByRole('article', { name: /about @bob$/ });
  await expect(report).toContainText(comment);
  await expect(report).toBeFocused();
  await expect(report).toBeInViewport();
}

test('1280: alice reports bob; the moderator gets a report notification and opens the report from it', async ({
  page,
  browser,
  baseURL,
}) => {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Invalid notification/.test(message.text())) console.push(message.text());
  });
  await signIn(page, 'mod');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/main/public');
  await expect(page.getByRole('heading', { name: /^Notifications/ }).first()).toBeVisible();
  await aliceReportsBob(browser, baseURL, 'e2e journey: bob is rude');
  await expectReportOpens(page, 'e2e journey: bob is rude');
  expect(console).toEqual([]);
});

test('390: the report notification on the notifications page opens the report', async ({ page, browser, baseURL }) => {
  await signIn(page, 'mod');
  await aliceReportsBob(browser, baseURL, 'e2e journey: spam from bob');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mod/notifications');
  await expectReportOpens(page, 'e2e journey: spam from bob');
});
