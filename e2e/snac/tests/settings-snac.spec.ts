import type { APIRequestContext, Page } from '@playwright/test';
import { signInOnServerPage } from '../../tests/support/serverSignIn';
import { expect, snacForm, test } from './fixtures';
import { budget } from '../../pace';

/** The session's token, as the app keeps it. */
const bearer = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('fedi:oauth') ?? '{}') as { token?: string }).token ?? '');

/** The account as snac itself answers it (its own origin, not the app host's proxy). */
async function snacAccount(request: APIRequestContext, snacUrl: string, token: string) {
  const response = await request.get(`${snacUrl}/api/v1/accounts/verify_credentials`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { display_name: string; note: string };
}

test.describe.configure({ mode: 'serial' });

test('edit display name and bio on snac: snac keeps them; the settings say they stay in this browser', async ({
  page,
  snac,
}) => {
  await signInOnServerPage(page, snacForm('alice', snac.passwords.alice ?? ''));
  const token = await bearer(page);
  const stamp = Date.now();
  await page.goto('/main/friends?settings=profile');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  const name = dialog.getByRole('textbox', { name: 'Display name' });
  await expect(name).not.toHaveValue('');
  await name.fill(`Alice on snac ${stamp}`);
  await dialog.getByRole('textbox', { name: 'Bio' }).fill(`Written from the settings ${stamp}`);
  await dialog.getByRole('button', { name: 'Save profile' }).click();
  await expect(dialog.getByText('Settings saved')).toBeVisible();

  await expect
    .poll(async () => (await snacAccount(page.request, snac.snacUrl, token)).display_name, { timeout: budget(10_000) })
    .toBe(`Alice on snac ${stamp}`);
  expect((await snacAccount(page.request, snac.snacUrl, token)).note).toContain(`Written from the settings ${stamp}`);

  // The form shows snac's answer after a reload too.
  await page.reload();
  await expect(dialog.getByRole('textbox', { name: 'Display name' })).toHaveValue(`Alice on snac ${stamp}`);

  // snac has no settings profiles: nothing is asked, and the general tab says where the settings live.
  await dialog.getByRole('tab', { name: 'General' }).click();
  await expect(
    dialog.getByText('This server does not keep settings: they are saved in this browser only.'),
  ).toBeVisible();
});
