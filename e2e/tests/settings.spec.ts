import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/app';
import { pngFile } from './support/composer';
import { apiToken, clearFaults, injectFault, postStatus } from './support/timelines';
import { totp } from './support/totp';
import { accountId, apiPost, relationshipTo } from './support/people';
import { readFileSync } from 'node:fs';
import { budget } from '../pace';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__dev/reset')).ok()).toBeTruthy();
});

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = settingsDialog(page);
  await expect(dialog.getByRole('tab', { name: 'General' })).toBeVisible();
  return dialog;
}

test('a general preference takes effect in timelines and the composer without a reload', async ({ page, request }) => {
  const bob = await apiToken(request, 'bob');
  await postStatus(request, bob, { status: 'Quokkaword rules the outback', visibility: 'public' });
  await signIn(page, 'alice');
  await page.goto('/main/public');
  await expect(page.getByText('Quokkaword rules the outback')).toBeVisible();

  // The composer shows its content warning field by default.
  await page.getByRole('button', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer.getByRole('textbox', { name: 'Content warning' })).toBeVisible();
  await composer.getByRole('button', { name: 'Close' }).click();
  await expect(composer).toHaveCount(0);

  const dialog = await openSettings(page);
  await expect(page).toHaveURL(/[?&]settings=general/);
  await dialog.getByRole('textbox', { name: 'New mute word' }).fill('quokkaword');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByRole('checkbox', { name: 'Whole word' }).check();
  await dialog.getByRole('checkbox', { name: 'Always show the content warning field' }).uncheck();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/settings=/);

  // Applied live: the post is behind a muted notice, the composer opens without the field.
  await expect(page.getByText('Quokkaword rules the outback')).toHaveCount(0);
  await expect(page.locator('article.status-muted', { hasText: 'Muted post' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'New post' }).click();
  await expect(composer).toBeVisible();
  await expect(composer.getByRole('textbox', { name: 'Content warning' })).toHaveCount(0);
  await expect(composer.getByRole('checkbox', { name: 'Content warning' })).not.toBeChecked();
});

test('the URL and the search open a setting on its tab; expert mode shows advanced options', async ({ page }) => {
  await signIn(page, 'alice');
  await page.goto('/main/friends?settings=profile');
  const dialog = settingsDialog(page);
  await expect(dialog.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('tab', { name: 'General' }).click();
  await expect(page).toHaveURL(/settings=general/);

  await expect(dialog.getByLabel('Deepest reply level shown in a thread')).toHaveCount(0);
  await dialog.getByRole('searchbox', { name: 'Search settings' }).fill('reply level');
  await dialog.getByRole('list', { name: 'Matching settings' }).getByRole('button').first().click();
  await expect(dialog.getByLabel('Deepest reply level shown in a thread')).toBeFocused();
  await expect(dialog.getByRole('checkbox', { name: 'Show advanced settings' })).toBeChecked();

  await dialog.getByRole('searchbox', { name: 'Search settings' }).fill('bio');
  await dialog.getByRole('searchbox', { name: 'Search settings' }).press('Enter');
  await expect(dialog.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Bio' })).toBeFocused();
  await expect(page).toHaveURL(/settings=profile/);

  // Minimise (peek) and restore keep the tab.
  await dialog.getByRole('button', { name: 'Minimize' }).click();
  await expect(dialog.getByRole('tablist')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
});

test('edit the profile (name, bio, a field, avatar with progress) and see it on the profile page', async ({
  page,
  request,
}) => {
  await signIn(page, 'alice');
  await page.goto('/alice');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = settingsDialog(page);
  await expect(dialog.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('textbox', { name: 'Display name' }).fill('Alice Tester');
  await dialog.getByRole('textbox', { name: 'Bio' }).fill('Hello from the settings e2e');
  await dialog.getByRole('button', { name: 'Add a field' }).click();
  const fields = await dialog.getByRole('textbox', { name: /^Field \d+ name$/ }).count();
  await dialog.getByRole('textbox', { name: `Field ${fields} name` }).fill('Pronouns');
  await dialog.getByRole('textbox', { name: `Field ${fields} value` }).fill('she/her');
  await dialog.getByRole('button', { name: 'Save profile' }).click();
  await expect(dialog.getByText('Settings saved')).toBeVisible();

  // The avatar: a preview before saving, then a progress bar while it uploads.
  await injectFault(request, { method: 'PATCH', path: '/api/v1/accounts/update_credentials', delayMs: 1500, times: 1 });
  await dialog.getByLabel('Choose a file for the Avatar').setInputFiles(pngFile('me.png', 200_000));
  await expect(dialog.getByRole('img', { name: 'New Avatar (not saved yet)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Avatar' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Uploading Avatar' })).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Uploading Avatar' })).toHaveCount(0);
  await expect(dialog.getByRole('img', { name: 'Avatar', exact: true })).toHaveAttribute('src', /\/media\//);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The profile page shows it without a reload, and after one.
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    await expect(page.getByText('Hello from the settings e2e')).toBeVisible();
    await expect(page.getByText('Alice Tester').first()).toBeVisible();
    await expect(page.locator('.people-fields')).toContainText('Pronouns');
    await expect(page.locator('.people-fields')).toContainText('she/her');
    await expect(page.getByRole('img', { name: 'Avatar of alice' })).toHaveAttribute('src', /\/media\//);
  }
});

test('a profile save shows in the user panel and the side drawer without a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'alice');
  await page.goto('/main/friends?settings=profile');
  const dialog = settingsDialog(page);
  await dialog.getByRole('textbox', { name: 'Display name' }).fill('Alice Renamed');
  await dialog.getByRole('button', { name: 'Save profile' }).click();
  await expect(dialog.getByText('Settings saved')).toBeVisible();
  await dialog.getByLabel('Choose a file for the Avatar').setInputFiles(pngFile('me.png', 20_000));
  await dialog.getByRole('button', { name: 'Save Avatar' }).click();
  await expect(dialog.getByRole('img', { name: 'Avatar', exact: true })).toHaveAttribute('src', /\/media\//);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const panel = page.locator('.user-panel');
  await expect(panel.locator('.user-name')).toHaveText('Alice Renamed');
  const avatar = await panel.locator('img.user-avatar').getAttribute('src');
  expect(avatar).toMatch(/\/media\//);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.locator('.user-name')).toHaveText('Alice Renamed');
  await expect(drawer.locator('img.user-avatar')).toHaveAttribute('src', avatar!);
});

test('an injected 500 on save restores the old value and says why', async ({ page, request }) => {
  await signIn(page, 'alice');
  await page.goto('/main/friends?settings=profile');
  const dialog = settingsDialog(page);
  const hideFollows = dialog.getByRole('checkbox', { name: 'Hide whom I follow' });
  await expect(hideFollows).not.toBeChecked();
  await injectFault(request, { method: 'PATCH', path: '/api/v1/accounts/update_credentials', status: 500, times: 1 });
  await hideFollows.click();
  await expect(dialog.getByRole('alert')).toHaveText('Error saving settings: Internal Server Error');
  await expect(hideFollows).not.toBeChecked();
  // The next try goes through and stays after a reload.
  await hideFollows.click();
  await expect(dialog.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(settingsDialog(page).getByRole('checkbox', { name: 'Hide whom I follow' })).toBeChecked();
});

test('notifications tab: an injected 500 on a server option restores it and says why', async ({ page, request }) => {
  await signIn(page, 'alice');
  await page.goto('/main/friends?settings=notifications');
  const dialog = settingsDialog(page);
  const strangers = dialog.getByRole('checkbox', { name: 'Block notifications from people I do not follow' });
  await expect(strangers).not.toBeChecked();
  await injectFault(request, { method: 'PUT', path: '/api/pleroma/notification_settings', status: 500, times: 1 });
  await strangers.click();
  await expect(dialog.getByRole('alert')).toHaveText('Error saving settings: Internal Server Error');
  await expect(strangers).not.toBeChecked();
  await strangers.click();
  await expect(dialog.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(
    settingsDialog(page).getByRole('checkbox', { name: 'Block notifications from people I do not follow' }),
  ).toBeChecked();
});

test('two-factor sign-in end to end: set up with the key, sign out, sign in with a code', async ({ page }) => {
  await signIn(page, 'alice');
  await page.goto('/main/friends?settings=security');
  const dialog = settingsDialog(page);
  const section = dialog.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await section.getByTestId('mfa-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await section.getByLabel('Code from the app').fill(totp(secret));
  await section.getByLabel('Current password').fill('password');
  await section.getByRole('button', { name: 'Verify and turn on' }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).not.toHaveCount(0);
  await section.getByRole('button', { name: 'I saved them' }).click();
  await expect(section.getByText('Two-factor sign-in is on.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await page.goto('/login');
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(totp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test("revoke another session's token", async ({ page, request }) => {
  const other = await apiToken(request, 'alice');
  const asOther = () =>
    request.get('/api/v1/accounts/verify_credentials', { headers: { authorization: `Bearer ${other}` } });
  expect((await asOther()).ok()).toBeTruthy();
  await signIn(page, 'alice');
  await page.goto('/main/friends?settings=security');
  const section = settingsDialog(page).getByRole('region', { name: 'Signed-in apps and sessions' });
  const revoke = section.getByRole('button', { name: /^Revoke e2e-timelines/ });
  await expect(revoke).toHaveCount(1);
  await revoke.click();
  await expect(revoke).toHaveCount(0);
  expect((await asOther()).status()).toBe(401);
  // This session still works.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log out' }).first()).toBeVisible();
});

test('import a follows CSV; export the settings and import them again', async ({ page, request }) => {
  const token = await apiToken(request, 'alice');
  // Alice follows every seeded local user: unfollow one first, the import follows again.
  const target = 'dave';
  const targetId = await accountId(request, token, target);
  await apiPost(request, token, `/api/v1/accounts/${targetId}/unfollow`);
  expect((await relationshipTo(request, token, targetId)).following).toBe(false);
  await signIn(page, 'alice');
  await page.goto('/main/friends?settings=data');
  const dialog = settingsDialog(page);
  await dialog.getByLabel('Follows to import (CSV)').setInputFiles({
    name: 'follows.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${target}\n`),
  });
  await expect(dialog.getByText('Import of follows started')).toBeVisible();
  await expect
    .poll(async () => {
      return (await relationshipTo(request, token, targetId)).following;
    })
    .toBe(true);

  // Export with a changed preference, change it back, import the file: the exported value returns.
  await dialog.getByRole('tab', { name: 'General' }).click();
  await dialog.getByRole('checkbox', { name: 'Hide sensitive media' }).uncheck();
  await dialog.getByRole('tab', { name: 'Data import / export' }).click();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export settings' }).click();
  const download = await downloading;
  const text = readFileSync((await download.path())!, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ _pleroma_settings_version: [1, 0], hideNsfw: false });
  await dialog.getByRole('tab', { name: 'General' }).click();
  await dialog.getByRole('checkbox', { name: 'Hide sensitive media' }).check();
  await dialog.getByRole('tab', { name: 'Data import / export' }).click();
  await dialog.getByLabel('Import settings from a file').setInputFiles({
    name: 'fedi-settings.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  await expect(dialog.getByText('Settings imported')).toBeVisible();
  await dialog.getByRole('tab', { name: 'General' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Hide sensitive media' })).not.toBeChecked();
  // A file from a newer major version changes nothing.
  await dialog.getByRole('tab', { name: 'Data import / export' }).click();
  await dialog.getByLabel('Import settings from a file').setInputFiles({
    name: 'new.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ _pleroma_settings_version: [2, 0], hideNsfw: true })),
  });
  await expect(dialog.getByRole('alert')).toContainText('newer version');
});

test('delete the account end to end: typed name and password, a refusal keeps the form, then signed out for good', async ({
  page,
  request,
}) => {
  await signIn(page, 'alice');
  await page.goto('/main/friends?settings=security');
  const dialog = settingsDialog(page);
  const form = dialog.getByRole('form', { name: 'Delete account' });
  const button = form.getByRole('button', { name: 'Delete my account' });
  await form.getByLabel('Current password').fill('wrong');
  await expect(button).toBeDisabled();
  await form.getByLabel('Type your user name (alice) to confirm').fill('alice');
  await button.click();
  await expect(form.getByRole('alert')).toHaveText('There was an issue deleting your account. Invalid password.');
  await expect(form.getByLabel('Type your user name (alice) to confirm')).toHaveValue('alice');
  await form.getByLabel('Current password').fill('password');
  await button.click();

  // The session ends at once: the modal closes, the public timeline shows, no error is raised.
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/main\/public$/);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await page.waitForTimeout(1000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The server refuses the account from now on.
  const app = await request.post('/api/v1/apps', {
    form: { client_name: 'e2e-deleted', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read' },
  });
  const { client_id, client_secret } = (await app.json()) as { client_id: string; client_secret: string };
  const token = await request.post('/oauth/token', {
    form: { client_id, client_secret, grant_type: 'password', username: 'alice', password: 'password' },
  });
  expect(token.ok()).toBe(false);
});

test('account backup: requested, listed as not ready, then downloaded; follows export names local accounts in full', async ({
  page,
}) => {
  await signIn(page, 'alice');
  await page.goto('/main/friends?settings=data');
  const section = settingsDialog(page).getByRole('region', { name: 'Account backups' });
  await expect(section.getByText('No backups yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Request a backup' }).click();
  const list = section.getByRole('list', { name: 'Your backups' });
  await expect(list.getByText('Not ready yet')).toBeVisible();
  const link = list.getByRole('link', { name: /^Download the backup of / });
  await expect(link).toBeVisible({ timeout: budget(15_000) });
  const downloading = page.waitForEvent('download');
  await link.click();
  const archive = readFileSync((await (await downloading).path())!, 'utf8');
  expect(JSON.parse(archive)).toMatchObject({ account: { username: 'alice' } });
  // A second request within a minute: the server's reason is shown.
  await section.getByRole('button', { name: 'Request a backup' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'There was an issue requesting a backup. Last export was less than a minute ago',
  );

  const exporting = page.waitForEvent('download');
  await settingsDialog(page).getByRole('button', { name: 'Export follows (CSV)' }).click();
  const csv = readFileSync((await (await exporting).path())!, 'utf8')
    .trim()
    .split('\n');
  const host = new URL(page.url()).host;
  expect(csv).toContain(`bob@${host}`);
  expect(csv.every((line) => line.includes('@'))).toBe(true);
});

test('at 375 px no control of any tab reaches past the modal', async ({ page }) => {
  await signIn(page, 'alice');
  await page.setViewportSize({ width: 375, height: 800 });
  for (const tab of ['general', 'profile', 'security', 'notifications', 'blocks', 'mutes', 'data']) {
    await page.goto(`/main/friends?settings=${tab}`);
    const panel = settingsDialog(page).getByRole('tabpanel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    const overflowing = await panel.evaluate((root) => {
      const limit = root.getBoundingClientRect().right + 1;
      return [...root.querySelectorAll('input, select, textarea, button, fieldset, table, img')]
        .filter((element) => element.getBoundingClientRect().right > limit)
        .map((element) => element.outerHTML.slice(0, 80));
    });
    expect(overflowing, tab).toEqual([]);
  }
});

test('screenshots of every tab at 375 and 1280 px', async ({ page }) => {
  const dir = process.env.SETTINGS_SHOTS;
  test.skip(!dir, 'set SETTINGS_SHOTS to a folder to write them');
  mkdirSync(dir!, { recursive: true });
  await signIn(page, 'alice');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const tab of ['general', 'profile', 'security', 'notifications', 'blocks', 'mutes', 'data']) {
      await page.goto(`/main/friends?settings=${tab}`);
      await expect(settingsDialog(page).getByRole('tabpanel')).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${dir}/settings-${tab}-${width}.png` });
    }
  }
});
