import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { apiToken } from './support/timelines';
import { budget } from '../pace';
import { keptApiPaths, workerInControl } from './support/pwa';

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
    await expect.poll(() => profileVersion(request, token), { timeout: budget(20_000) }).toBeGreaterThan(0);
    const notices = page.locator('.notices .notice');
    await expect(notices).toHaveCount(0, { timeout: budget(15_000) });

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

test('a wrong captcha clears the field for the new one without saying “cannot be left blank” until the next try (issue 28 #21)', async ({
  page,
}) => {
  await page.goto('/registration');
  await expect(page.getByRole('img', { name: 'CAPTCHA image' })).toBeVisible();
  await page.getByLabel('Username').fill('newperson');
  await page.getByLabel('Display name').fill('New Person');
  await page.getByLabel('Password', { exact: true }).fill('hunter2hunter2');
  await page.getByLabel('Password confirmation').fill('hunter2hunter2');
  await page.getByLabel('CAPTCHA', { exact: true }).fill('00000');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid CAPTCHA');
  await expect(page.getByLabel('CAPTCHA', { exact: true })).toHaveValue('');
  await expect(page.getByText('cannot be left blank')).toHaveCount(0);
  await expect(page.getByLabel('CAPTCHA', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();
  // Sent again without an answer: now it says so.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('cannot be left blank')).toHaveCount(1);
});

test('“Add an account” starts with an empty username, not the signed-in account’s (issue 28 #21)', async ({ page }) => {
  await signIn(page, 'alice');
  await page.goto('/login?add=1');
  await expect(page.getByRole('heading', { name: 'Add an account' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('');
  // A plain sign-in page still offers the last name used.
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await page.goto('/login');
  await expect(page.getByLabel('Username')).toHaveValue('alice');
});

test('1280px: the composer’s backdrop dims the notifications column it covers (issue 28 #17)', async ({ page }) => {
  await signIn(page, 'alice');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/main/friends');
  const column = page.locator('.notifications-column');
  await expect(column.getByRole('heading', { name: /^Notifications/ })).toBeVisible();
  await page.getByRole('button', { name: 'New post' }).first().click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer).toBeVisible();
  // Whatever of the column is outside the composer is under its backdrop: a press there reaches the dialog
  // (its backdrop), and the backdrop is a dimming colour drawn over the whole window.
  const covered = await page.evaluate(() => {
    const dialog = document.querySelector('dialog:modal')!;
    const box = document.querySelector('.notifications-column')!.getBoundingClientRect();
    const own = dialog.getBoundingClientRect();
    const x = Math.max(box.left + 20, own.right + 20);
    const hit = document.elementFromPoint(x, box.top + box.height / 2);
    const backdrop = getComputedStyle(dialog, '::backdrop');
    return {
      hit: hit === dialog,
      position: backdrop.position,
      covers: backdrop.width === `${window.innerWidth}px` && backdrop.height === `${window.innerHeight}px`,
      alpha: Number(/rgba?\([^)]*,\s*([\d.]+)\)/.exec(backdrop.backgroundColor)?.[1] ?? 1),
    };
  });
  expect(covered).toEqual({ hit: true, position: 'fixed', covers: true, alpha: expect.any(Number) });
  expect(covered.alpha).toBeGreaterThan(0.3);
});

test.describe('offline reload (issue 28 #8)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('signed in, worker in control, network off: a reload keeps the session and shows the offline notice, never the visitor view', async ({
    page,
    context,
  }) => {
    test.setTimeout(budget(120_000));
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'alice');
    await page.goto('/main/friends');
    const statuses = page.locator('#app article.status');
    await expect(statuses.first()).toBeVisible();
    await workerInControl(page);
    await expect.poll(() => keptApiPaths(page)).toContain('/api/v1/timelines/home');
    // The worst case: the session's own check has no kept answer, so it fails for the network.
    await page.evaluate(async () => {
      for (const name of (await caches.keys()).filter((key) => key.startsWith('fedi-api:'))) {
        const cache = await caches.open(name);
        for (const request of await cache.keys())
          if (new URL(request.url).pathname === '/api/v1/accounts/verify_credentials') await cache.delete(request);
      }
    });

    await context.setOffline(true);
    // A reload (Playwright's own reload is refused offline before the worker can answer it).
    await page.goto('/main/friends');
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    await expect(statuses.first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'New post' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to join the discussion' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/main\/friends$/);
    await context.setOffline(false);
  });
});
