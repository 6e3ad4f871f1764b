import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './support/app';
import { apiToken } from './support/timelines';
import { budget } from '../pace';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__dev/reset')).ok()).toBeTruthy();
});

const PROFILE = '/api/v1/akkoma/frontend_settings/pleroma-fe/default';

/** The server's copy of alice's `default` settings profile (null while it does not exist). */
async function serverProfile(request: APIRequestContext, token: string) {
  const response = await request.get(PROFILE, { headers: { authorization: `Bearer ${token}` } });
  if (response.status() === 404) return null;
  return (await response.json()) as { version: number; settings: Record<string, unknown> };
}

async function openGeneral(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  return dialog;
}

test('a settings change in one browser reaches another through the server profile; so does the interface language', async ({
  browser,
  request,
}) => {
  const token = await apiToken(request, 'alice');
  const laptop = await (await browser.newContext()).newPage();
  const phone = await (await browser.newContext()).newPage();
  await signIn(laptop, 'alice');
  await signIn(phone, 'alice');
  await phone.goto('/main/friends');

  // The laptop's background sync (after its first screen) creates the profile from its settings.
  await expect
    .poll(async () => (await serverProfile(request, token))?.version ?? 0, { timeout: budget(20_000) })
    .toBeGreaterThan(0);

  // A change on the laptop is sent with the version bumped.
  const before = (await serverProfile(request, token))!.version;
  const dialog = await openGeneral(laptop);
  await expect(dialog.getByRole('region', { name: 'Settings on the server' })).toContainText('Synchronized');
  await dialog.getByRole('checkbox', { name: 'Hide sensitive media' }).uncheck();
  await expect
    .poll(async () => serverProfile(request, token), { timeout: budget(10_000) })
    .toMatchObject({ settings: { hideNsfw: false } });
  expect((await serverProfile(request, token))!.version).toBeGreaterThan(before);

  // The phone reads the profile when its settings open (a forced refetch instead of the 600 s poll): applied live.
  const phoneDialog = await openGeneral(phone);
  await expect(phoneDialog.getByRole('checkbox', { name: 'Hide sensitive media' })).not.toBeChecked();

  // Issue 18: the interface language chosen on the laptop follows on the phone.
  await dialog.getByRole('combobox', { name: 'Interface language' }).selectOption('de');
  await expect(laptop.locator('html')).toHaveAttribute('lang', 'de');
  await expect
    .poll(async () => serverProfile(request, token), { timeout: budget(10_000) })
    .toMatchObject({ settings: { interfaceLanguage: 'de' } });
  await phoneDialog.getByRole('button', { name: 'Check the server now' }).click();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    phone.getByRole('dialog', { name: 'Einstellungen' }).getByRole('tab', { name: 'Allgemein' }),
  ).toBeVisible();

  // Without a reload, and it stays after one (the phone stored what it applied).
  await phone.reload();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'de');
  await laptop.context().close();
  await phone.context().close();
});

test('a second profile: created from these settings, chosen on another browser, deleted', async ({
  browser,
  request,
}) => {
  const token = await apiToken(request, 'alice');
  const laptop = await (await browser.newContext()).newPage();
  await signIn(laptop, 'alice');
  const dialog = await openGeneral(laptop);
  const section = dialog.getByRole('region', { name: 'Settings on the server' });
  await expect(section).toContainText('Synchronized');
  await section.getByRole('textbox', { name: 'New profile name' }).fill('work');
  await section.getByRole('button', { name: 'Create from these settings' }).click();
  await expect(section.getByRole('combobox', { name: 'Settings profile in use' })).toHaveValue('work');
  await expect(section).toContainText('Synchronized (version 1)');
  // A change now goes to the profile in use only.
  await dialog.getByRole('checkbox', { name: 'Confirm before logging out' }).check();
  const work = async () =>
    (await request.get(PROFILE.replace(/default$/, 'work'), { headers: { authorization: `Bearer ${token}` } })).json();
  await expect.poll(work, { timeout: budget(10_000) }).toMatchObject({ version: 2, settings: { modalOnLogout: true } });
  expect((await serverProfile(request, token))!.settings.modalOnLogout).not.toBe(true);

  const phone = await (await browser.newContext()).newPage();
  await signIn(phone, 'alice');
  const phoneDialog = await openGeneral(phone);
  const phoneSection = phoneDialog.getByRole('region', { name: 'Settings on the server' });
  await expect(phoneDialog.getByRole('checkbox', { name: 'Confirm before logging out' })).not.toBeChecked();
  await phoneSection.getByRole('combobox', { name: 'Settings profile in use' }).selectOption('work');
  await expect(phoneDialog.getByRole('checkbox', { name: 'Confirm before logging out' })).toBeChecked();

  await phoneSection.getByRole('combobox', { name: 'Settings profile in use' }).selectOption('default');
  await phoneSection.getByRole('button', { name: 'Delete work' }).click();
  await phone.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(phoneSection.getByRole('button', { name: 'Delete work' })).toHaveCount(0);
  const list = await request.get(PROFILE.replace(/\/default$/, ''), { headers: { authorization: `Bearer ${token}` } });
  expect(((await list.json()) as Array<{ name: string }>).map((p) => p.name)).toEqual(['default']);
  await laptop.context().close();
  await phone.context().close();
});

test('another device’s change is applied by the 600 s poll, without opening the settings', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'alice');
  await page.clock.install();
  await signIn(page, 'alice');
  await page.goto('/main/friends');
  const profileReads = () => {
    let count = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === PROFILE && r.method() === 'GET') count += 1;
    });
    return () => count;
  };
  const reads = profileReads();
  // The background sync starts after the first screen (4 s, then idle) and reads the profile once.
  await page.clock.runFor(6_000);
  await expect.poll(reads).toBe(1);
  const stored = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('fedi:preferences') ?? '{}') as Record<string, unknown>);
  expect((await stored()).hideNsfw).toBeUndefined();

  // Another device sends version 2.
  const put = await request.put(PROFILE, {
    headers: { authorization: `Bearer ${token}` },
    data: { settings: { hideNsfw: false }, version: 2 },
  });
  expect(put.ok()).toBeTruthy();

  await page.clock.runFor(590_000);
  expect(reads()).toBe(1);
  await page.clock.runFor(11_000);
  await expect.poll(reads).toBe(2);
  await expect.poll(async () => (await stored()).hideNsfw).toBe(false);
});
