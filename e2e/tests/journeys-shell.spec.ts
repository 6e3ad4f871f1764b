import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { apiToken } from './support/timelines';

// Issue 28: what a person sees across the shell's parts (notices over a window, the composer's backdrop).
test.beforeEach(async ({ page }) => {
  await resetInstance(page);
  await page.request.delete('/__dev/faults');
});
test.afterEach(async ({ page }) => {
  await page.request.delete('/__dev/faults');
});

const PROFILE = '/api/v1/akkoma/frontend_settings/pleroma-fe/default';

async function profileVersion(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(PROFILE, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok()) return 0;
  return ((await response.json()) as { version: number }).version;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (one: Box, two: Box) =>
  one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;

/** Whether the notice covers the window's title bar and search box (the top strip of its box). */
async function overTitleBar(notice: Locator, dialog: Locator): Promise<boolean> {
  const [box, window] = [await notice.boundingBox(), await dialog.boundingBox()];
  if (!box || !window) throw new Error('not shown');
  return overlaps(box, { x: window.x, y: window.y, width: window.width, height: 112 });
}

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`${width}px: the settings sync shows one notice at a time, never over the window’s title bar (issue 28 #13)`, async ({
    page,
    request,
  }, testInfo) => {
    const token = await apiToken(request, 'alice');
    await signIn(page, 'alice');
    await page.setViewportSize({ width, height });
    await page.goto('/main/friends');
    // The first background sync (after the first screen) has created the profile.
    await expect.poll(() => profileVersion(request, token), { timeout: 20_000 }).toBeGreaterThan(0);
    const notices = page.locator('.notices .notice');
    await expect(notices).toHaveCount(0, { timeout: 15_000 });

    // The save takes a moment: "Saving…" is seen, then "Saved" replaces it.
    const fault = { method: 'PUT', path: PROFILE, delayMs: 1500, times: 1 };
    expect((await page.request.post('/__dev/faults', { data: fault })).ok()).toBeTruthy();
    if (width < 800) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Settings' }).click();
    } else await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('checkbox', { name: 'Hide sensitive media' }).uncheck();
    const saving = notices.filter({ hasText: 'Saving your settings to the server' });
    await expect(saving).toBeVisible();
    await dialog.evaluate((element) => element.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`sync-notice-${width}.png`) });
    expect(await overTitleBar(saving, dialog), 'the notice is not over the window’s title bar').toBe(false);

    const saved = notices.filter({ hasText: 'Settings saved to the server' });
    await expect(saved).toBeVisible();
    await expect(notices).toHaveCount(1);
    expect(await overTitleBar(saved, dialog)).toBe(false);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(saving).toHaveCount(0);
  });
}
