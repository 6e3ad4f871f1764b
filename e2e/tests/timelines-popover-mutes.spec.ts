import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './support/app';
import { apiToken, postStatus } from './support/timelines';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const response = await request.post('/__dev/reset');
  expect(response.ok()).toBeTruthy();
});

async function accountId(request: APIRequestContext, acct: string): Promise<string> {
  const response = await request.get('/api/v1/accounts/lookup', { params: { acct } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { id: string }).id;
}

test('a name or avatar shows the user’s card on hover and on keyboard focus; Escape and leaving close it', async ({
  page,
  request,
}) => {
  const bob = await apiToken(request, 'bob');
  const stamp = `popover${Date.now()}`;
  await postStatus(request, bob, { status: `hover over my name ${stamp}`, visibility: 'public' });
  await page.goto('/main/public');
  const status = page.locator('article.status', { hasText: stamp });
  await expect(status).toBeVisible();
  const name = status.locator('.status-author');

  await name.hover();
  const card = page.getByRole('tooltip');
  await expect(card).toBeVisible();
  await expect(card).toContainText('@bob');
  await expect(card).toContainText(/\d+ posts?/);
  await page.screenshot({ path: test.info().outputPath('user-popover.png') });
  await page.mouse.move(5, 5);
  await expect(card).toBeHidden();

  // keyboard: focus the name, the card describes it; Escape closes it and focus stays
  await name.focus();
  await expect(card).toBeVisible();
  await expect(name.locator('xpath=ancestor::span[contains(@class,"user-hover")][1]')).toHaveAttribute(
    'aria-describedby',
    (await card.getAttribute('id')) ?? '',
  );
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(name).toBeFocused();

  // the avatar too
  await status.locator('.status-avatar img').hover();
  await expect(card).toBeVisible();
  await expect(card).toContainText('@bob');
});

test('a status that mentions someone the viewer blocks is collapsed behind a muted notice; own posts never are', async ({
  page,
  request,
}) => {
  const alice = await apiToken(request, 'alice');
  const bob = await apiToken(request, 'bob');
  const frank = await accountId(request, 'frank');
  const blocked = await request.post(`/api/v1/accounts/${frank}/block`, {
    headers: { authorization: `Bearer ${alice}` },
  });
  expect(blocked.ok()).toBeTruthy();
  const stamp = `blockedmention${Date.now()}`;
  await postStatus(request, bob, { status: `hey @frank look ${stamp}`, visibility: 'public' });
  await postStatus(request, alice, { status: `my own note to @frank ${stamp}own`, visibility: 'public' });

  await signIn(page, 'alice');
  await page.goto('/main/public');
  // alice's own post mentioning frank stays as it is
  await expect(page.locator('article.status', { hasText: `${stamp}own` })).toBeVisible();
  const muted = page.locator('article.status-muted', { hasText: 'bob' }).first();
  await expect(muted).toBeVisible();
  await expect(muted).toContainText('Muted post');
  await expect(page.getByText(`hey @frank look ${stamp}`)).toHaveCount(0);
  await muted.getByRole('button', { name: 'Show muted post' }).click();
  await expect(page.locator('article.status', { hasText: `look ${stamp}` })).toBeVisible();

  // unblocking from the app (the profile card) lifts it without a reload
  await page.goto(`/users/${frank}`);
  const unblock = page.getByRole('button', { name: 'Unblock', exact: true });
  await expect(unblock).toBeVisible();
  const answered = page.waitForResponse(
    (response) => response.url().endsWith(`/api/v1/accounts/${frank}/unblock`) && response.ok(),
  );
  await unblock.click();
  await answered;
  await expect(unblock).toBeHidden();
  await page.goBack();
  await expect(page.locator('article.status', { hasText: `look ${stamp}` }).first()).toBeVisible();
  await expect(page.locator('article.status-muted')).toHaveCount(0);
});
