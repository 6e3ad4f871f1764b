import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAccounts } from './support/accounts';
import { resetInstance, signIn } from './support/app';
import { accountId, apiPost } from './support/people';
import { apiToken, postStatus } from './support/timelines';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every notification of the token's user marked read. */
async function readNotifications(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.get('/api/v1/notifications', { params: { limit: '40' }, headers: auth(token) });
  expect(response.ok()).toBeTruthy();
  const [newest] = (await response.json()) as Array<{ id: string }>;
  if (newest) await apiPost(request, token, '/api/v1/pleroma/notifications/read', { max_id: newest.id });
}

/** The row of one account in the open switcher. */
const accountRow = (page: Page, acct: string) => page.locator(`.account-switch[data-account="${acct}"]`);

async function openSwitcher(page: Page): Promise<void> {
  const toggle = page.locator('.user-panel').getByRole('button', { name: 'Accounts' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.locator('.user-panel .account-switcher')).toBeVisible();
}

/** axe (WCAG 2.x A/AA, best practice, label in name) finds nothing serious in the open switcher. */
async function expectAccessible(page: Page, scope: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .include(scope)
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The home timeline shows `own` and never `other` (each account's private post). */
async function expectHome(page: Page, acct: string, own: string, other: string): Promise<void> {
  await expect(page.locator('.user-panel .user-acct')).toHaveText(`@${acct}`);
  await expect(page.locator('article.status', { hasText: own }).first()).toBeVisible();
  await expect(page.locator('article.status', { hasText: other })).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

/**
 * Alice and Bob, neither following the other, each with a followers-only post only their own home shows;
 * Alice has two unread mentions, Bob one.
 */
async function twoAccountsWithUnread(request: APIRequestContext): Promise<{ alicePost: string; bobPost: string }> {
  const alice = await apiToken(request, 'alice');
  const bob = await apiToken(request, 'bob');
  const aliceId = await accountId(request, alice, 'alice');
  const bobId = await accountId(request, bob, 'bob');
  await apiPost(request, alice, `/api/v1/accounts/${bobId}/unfollow`);
  await apiPost(request, bob, `/api/v1/accounts/${aliceId}/unfollow`);
  await readNotifications(request, alice);
  await readNotifications(request, bob);
  const mark = Date.now().toString(36);
  const alicePost = `alice private ${mark}`;
  const bobPost = `bob private ${mark}`;
  await postStatus(request, alice, { status: alicePost, visibility: 'private' });
  await postStatus(request, bob, { status: bobPost, visibility: 'private' });
  await postStatus(request, bob, { status: `@alice one ${mark}`, visibility: 'direct' });
  await postStatus(request, bob, { status: `@alice two ${mark}`, visibility: 'direct' });
  await postStatus(request, alice, { status: `@bob hello ${mark}`, visibility: 'direct' });
  return { alicePost, bobPost };
}

test('alice adds bob from the switcher, then switches back and forth without a reload, counts per account', async ({
  page,
  request,
}, testInfo) => {
  const { alicePost, bobPost } = await twoAccountsWithUnread(request);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'alice');
  await page.goto('/main/friends');
  await expectHome(page, 'alice', alicePost, bobPost);

  // Add Bob from the switcher, without signing Alice out.
  await openSwitcher(page);
  await expect(accountRow(page, 'alice')).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: 'Add an account' }).click();
  await expect(page).toHaveURL(/\/login\?add=1$/);
  await expect(page.getByRole('heading', { name: 'Add an account' })).toBeVisible();
  await page.getByLabel('Username').fill('bob');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expectHome(page, 'bob', bobPost, alicePost);
  // The page was never reloaded from here on.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await openSwitcher(page);
  await expect(accountRow(page, 'bob')).toHaveAttribute('aria-current', 'true');
  await expect(accountRow(page, 'bob')).toHaveAccessibleName(/^Switch to .+ @bob, 1 unread$/);
  await expect(accountRow(page, 'alice')).toHaveAccessibleName(/^Switch to .+ @alice, 2 unread$/);
  await expectAccessible(page, '.user-panel');
  await page.locator('.user-panel').screenshot({ path: testInfo.outputPath('switcher-1280.png') });
  await page.screenshot({ path: testInfo.outputPath('switcher-1280-page.png') });

  for (const round of [1, 2]) {
    await accountRow(page, 'alice').click();
    await expectHome(page, 'alice', alicePost, bobPost);
    await openSwitcher(page);
    await expect(accountRow(page, 'alice')).toHaveAccessibleName(/^Switch to .+ @alice, 2 unread$/);
    await expect(accountRow(page, 'bob')).toHaveAccessibleName(/^Switch to .+ @bob, 1 unread$/);
    await accountRow(page, 'bob').click();
    await expectHome(page, 'bob', bobPost, alicePost);
    await openSwitcher(page);
    await expect(accountRow(page, 'bob'), `round ${round}`).toHaveAccessibleName(/^Switch to .+ @bob, 1 unread$/);
  }
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // A reload stays on the active account.
  await page.reload();
  await expectHome(page, 'bob', bobPost, alicePost);
});

test('alice and bob signed in together on a phone: the nav and the side drawer switch, one signs out from the other', async ({
  page,
  request,
}, testInfo) => {
  const { alicePost, bobPost } = await twoAccountsWithUnread(request);
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAccounts(page, ['alice', 'bob']);
  await expect(page.locator('article.status', { hasText: bobPost }).first()).toBeVisible();

  // Mobile: the nav's accounts button opens the switcher.
  await page.locator('.mobile-nav').getByRole('button', { name: 'Accounts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accounts' });
  await expect(dialog.locator('.account-switch[data-account="alice"]')).toHaveAccessibleName(
    /^Switch to .+ @alice, 2 unread$/,
  );
  await expectAccessible(page, '.accounts-dialog');
  await page.screenshot({ path: testInfo.outputPath('switcher-375.png') });
  await dialog.locator('.account-switch[data-account="alice"]').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('article.status', { hasText: alicePost }).first()).toBeVisible();
  await expect(page.locator('article.status', { hasText: bobPost })).toHaveCount(0);

  // The side drawer has the switcher too.
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.locator('.side-drawer');
  await drawer.getByRole('button', { name: 'Accounts' }).click();
  await expect(drawer.locator('.account-switch[data-account="alice"]')).toHaveAttribute('aria-current', 'true');
  await expect(drawer.locator('.account-switch[data-account="bob"]')).toHaveAccessibleName(
    /^Switch to .+ @bob, 1 unread$/,
  );
  await page.screenshot({ path: testInfo.outputPath('switcher-375-drawer.png') });
  await page.keyboard.press('Escape');

  // Sign Bob out from Alice's session: his token is revoked and forgotten, Alice stays.
  const bobToken = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('fedi:oauth') ?? '{}') as { accounts: Array<{ acct: string; token: string }> }
      ).accounts.find((account) => account.acct === 'bob')?.token ?? '',
  );
  expect(bobToken.length).toBeGreaterThan(8);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSwitcher(page);
  await page.getByRole('button', { name: 'Log out @bob' }).click();
  await expect(accountRow(page, 'bob')).toHaveCount(0);
  await expect(page.locator('.user-panel .user-acct')).toHaveText('@alice');
  await expect
    .poll(async () => (await request.get('/api/v1/accounts/verify_credentials', { headers: auth(bobToken) })).status())
    .toBe(401);
  expect(await page.evaluate(() => localStorage.getItem('fedi:oauth'))).not.toContain(bobToken);
  await expect(page.getByRole('button', { name: 'Log out of all' })).toHaveCount(0);
});

/** Adds an account from the user panel's switcher (desktop width). */
async function addAccount(page: Page, username: string): Promise<void> {
  await openSwitcher(page);
  await page.getByRole('link', { name: 'Add an account' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.locator('.user-panel .user-acct')).toHaveText(`@${username}`);
}

test('open a post and a profile as the other signed-in account', async ({ page, request }) => {
  const carol = await apiToken(request, 'carol');
  const mark = Date.now().toString(36);
  const posted = await postStatus(request, carol, { status: `carol public ${mark}`, visibility: 'public' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'alice');
  await addAccount(page, 'bob');

  // As bob: the post's menu opens it as alice, on alice's server (resolved by search), in alice's session.
  await page.goto(`/notice/${posted.id}`);
  const post = page.locator('article.status', { hasText: `carol public ${mark}` }).first();
  await post.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Open as @alice' }).click();
  await expect(page.locator('.user-panel .user-acct')).toHaveText('@alice');
  await expect(page).toHaveURL(new RegExp(`/notice/${posted.id}$`));
  await expect(page.locator('article.status', { hasText: `carol public ${mark}` }).first()).toBeVisible();

  // As alice: carol's profile opens as bob.
  const carolId = await accountId(request, carol, 'carol');
  await page.goto(`/users/${carolId}`);
  const card = page.getByRole('region', { name: 'Profile of carol' });
  await card.getByRole('button', { name: 'More actions' }).click();
  await card.getByRole('menuitem', { name: 'Open as @bob' }).click();
  await expect(page.locator('.user-panel .user-acct')).toHaveText('@bob');
  await expect(page).toHaveURL(new RegExp(`/users/${carolId}$`));
});
