import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/app';
import { accountId, relationshipTo } from './support/people';
import { apiToken } from './support/timelines';
import { budget } from '../pace';

/** The relationship menu closes on an outside interaction (a confirm dialog's buttons): open it again if so. */
async function reopenMoreActions(card: Locator) {
  const more = card.getByRole('button', { name: 'More actions' });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  expect((await request.post('/__dev/reset')).ok()).toBeTruthy();
});

test.afterEach(async ({ request }) => {
  await request.delete('/__dev/faults');
});

/** Client preferences (the shared 'fedi:preferences' store) set before the app starts. */
async function withPreferences(page: Page, preferences: Record<string, unknown>): Promise<void> {
  await page.addInitScript(
    (value) => window.localStorage.setItem('fedi:preferences', value),
    JSON.stringify(preferences),
  );
}

test('a profile shows its card, statuses and tabs chosen by the hash', async ({ page }) => {
  await signIn(page, 'alice');
  await page.goto('/bob');
  const card = page.getByRole('region', { name: 'Profile of bob' });
  await expect(card).toBeVisible();
  await expect(card.getByText('@bob')).toBeVisible();
  await expect(card.getByText(/posts? per day/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.people-tabpanel article.status').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Followers' }).click();
  await expect(page).toHaveURL(/#followers$/);
  await expect(page.getByRole('tab', { name: 'Followers' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/bob#follows');
  await expect(page.getByRole('tab', { name: 'Follows' })).toHaveAttribute('aria-selected', 'true');
  // Favorites only on one's own profile; own local profile has the edit button.
  await expect(page.getByRole('tab', { name: 'Favorites' })).toHaveCount(0);
  await page.goto('/alice');
  await expect(page.getByRole('tab', { name: 'Favorites' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  await page.getByRole('tab', { name: 'Follows' }).click();
  await expect(page.getByRole('tab', { name: 'Hashtags' })).toBeVisible();
});

test('a user who hides follows has no follows/followers tabs; unknown and failing profiles explain themselves', async ({
  page,
  request,
}) => {
  await signIn(page, 'alice');
  await page.goto('/grace');
  await expect(page.getByRole('region', { name: 'Profile of grace' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Follows' })).toHaveCount(0);
  await page.goto('/nobody-like-this');
  await expect(page.getByText('Sorry, this profile does not exist.')).toBeVisible();
  await request.post('/__dev/faults', { data: { path: '/api/v1/accounts/lookup', status: 500, times: 1 } });
  await page.goto('/bob');
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: 'Profile of bob' })).toBeVisible();
});

test('external profile by id, and the remote user resolver', async ({ page, request }) => {
  const token = await apiToken(request, 'alice');
  const bob = await accountId(request, token, 'bob');
  await signIn(page, 'alice');
  await page.goto(`/users/${bob}`);
  await expect(page.getByRole('region', { name: 'Profile of bob' })).toBeVisible();
  await page.goto('/users/bob');
  await expect(page.getByRole('region', { name: 'Profile of bob' })).toBeVisible();
  await page.goto('/remote-users/nobody@nowhere.invalid');
  await expect(page.getByText('Not found.')).toBeVisible();
});

test('follow, unfollow with confirm, mute, block and private note', async ({ page, request }) => {
  const token = await apiToken(request, 'alice');
  const bob = await accountId(request, token, 'bob');
  await withPreferences(page, { modalOnUnfollow: true });
  await signIn(page, 'alice');
  await page.goto('/bob');
  const card = page.getByRole('region', { name: 'Profile of bob' });
  // Seeded: alice follows bob. Unfollow (with confirm), then follow again.
  await card.getByRole('button', { name: 'Unfollow' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unfollow' }).click();
  await expect(card.getByRole('button', { name: /^Follow( back)?$/ })).toBeVisible();
  expect((await relationshipTo(request, token, bob)).following).toBeFalsy();
  // Spec §4: the unfollowed user's own posts are gone from the home timeline.
  await page.goto('/main/friends');
  const home = page.locator('main');
  await expect(home.locator('article.status').first()).toBeVisible();
  await expect(
    home.locator('article.status:not(:has(.status-repeat))', {
      has: page.locator('.status-acct', { hasText: /^@bob$/ }),
    }),
  ).toHaveCount(0);
  await page.goto('/bob');
  await card.getByRole('button', { name: /^Follow( back)?$/ }).click();
  await expect(card.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  expect((await relationshipTo(request, token, bob)).following).toBe(true);

  await card.getByRole('button', { name: 'More actions' }).click();
  await card.getByRole('menuitem', { name: 'Mute', exact: true }).click();
  await expect(card.getByRole('menuitem', { name: 'Unmute' })).toBeVisible();
  expect((await relationshipTo(request, token, bob)).muting).toBe(true);
  await card.getByRole('menuitem', { name: 'Unmute' }).click();
  await expect(card.getByRole('menuitem', { name: 'Mute', exact: true })).toBeVisible();

  await card.getByRole('menuitem', { name: 'Block', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
  await expect(card.getByRole('button', { name: 'Unblock' }).first()).toBeVisible();
  expect((await relationshipTo(request, token, bob)).blocking).toBe(true);
  await card.getByRole('button', { name: 'Unblock' }).first().click();
  await reopenMoreActions(card);
  await expect(card.getByRole('menuitem', { name: 'Block', exact: true })).toBeVisible();
  expect((await relationshipTo(request, token, bob)).blocking).toBeFalsy();

  await card.getByLabel('Private note').fill('met at the meetup');
  await expect(card.getByText('Saved')).toBeVisible({ timeout: budget(5000) });
  await page.reload();
  await expect(page.getByLabel('Private note')).toHaveValue('met at the meetup');
});

test('following locked carol sends a request that carol approves', async ({ page, browser, request }) => {
  const token = await apiToken(request, 'alice');
  const carol = await accountId(request, token, 'carol');
  await signIn(page, 'alice');
  await page.goto('/carol');
  const card = page.getByRole('region', { name: 'Profile of carol' });
  // Seeded: alice already follows carol; unfollow first so the follow needs carol's approval
  // (modalOnUnfollow is off by default: no confirm).
  await card.getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await card.getByRole('button', { name: /^Follow( back)?$/ }).click();
  await expect(card.getByRole('button', { name: 'Cancel follow request' })).toBeVisible();
  expect((await relationshipTo(request, token, carol)).requested).toBe(true);

  const other = await browser.newContext();
  const carolPage = await other.newPage();
  await withPreferences(carolPage, { modalOnApproveFollow: true });
  await signIn(carolPage, 'carol');
  await carolPage.goto('/friend-requests');
  const row = carolPage.locator('.people-request', { hasText: '@alice' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  await carolPage.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(row).toHaveCount(0);
  await other.close();

  await expect.poll(async () => (await relationshipTo(request, token, carol)).following).toBe(true);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Profile of carol' }).getByRole('button', { name: 'Unfollow' }),
  ).toBeVisible();
});

test('subscribe, hide repeats, bite, report (failure then success) and remove follower', async ({ page, request }) => {
  // The block above ended both follows; start again from the seed (alice ⇄ bob follow each other).
  expect((await request.post('/__dev/reset')).ok()).toBeTruthy();
  const token = await apiToken(request, 'alice');
  const bob = await accountId(request, token, 'bob');
  await signIn(page, 'alice');
  await page.goto('/bob');
  const card = page.getByRole('region', { name: 'Profile of bob' });
  await card.getByRole('button', { name: 'More actions' }).click();

  await card.getByRole('menuitem', { name: 'Subscribe' }).click();
  await expect(card.getByRole('menuitem', { name: 'Unsubscribe' })).toBeVisible();
  await card.getByRole('menuitem', { name: 'Unsubscribe' }).click();
  await expect(card.getByRole('menuitem', { name: 'Subscribe' })).toBeVisible();

  await card.getByRole('menuitem', { name: 'Hide repeats' }).click();
  await expect(card.getByRole('menuitem', { name: 'Show repeats' })).toBeVisible();
  await card.getByRole('menuitem', { name: 'Show repeats' }).click();
  await expect(card.getByRole('menuitem', { name: 'Hide repeats' })).toBeVisible();

  await card.getByRole('menuitem', { name: 'Bite' }).click();
  await expect(card.getByText('Bitten!')).toBeVisible();

  await card.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report @bob' });
  await dialog.getByLabel('Additional comments').fill('spam, please look');
  await dialog.getByRole('group', { name: 'Posts to include' }).getByRole('checkbox').first().check();
  await request.post('/__dev/faults', { data: { method: 'POST', path: '/api/v1/reports', status: 500, times: 1 } });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toContainText('An error occurred while processing your request.');
  await expect(dialog.getByLabel('Additional comments')).toHaveValue('spam, please look');
  const sent = page.waitForRequest((req) => req.url().endsWith('/api/v1/reports') && req.method() === 'POST');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const body = JSON.parse((await sent).postData() ?? '{}') as {
    account_id: string;
    status_ids: string[];
    comment: string;
  };
  expect(body.account_id).toBe(bob);
  expect(body.status_ids).toHaveLength(1);
  expect(body.comment).toBe('spam, please look');
  await expect(dialog.getByText('Thank you, your report was sent.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await reopenMoreActions(card);
  await card.getByRole('menuitem', { name: 'Remove follower' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove follower' }).click();
  await expect(card.getByText('Follows you!')).toHaveCount(0);
  await expect.poll(async () => (await relationshipTo(request, token, bob)).followed_by).toBeFalsy();
});

test('a follow request is approved inline from the notifications', async ({ page, request }) => {
  const bobToken = await apiToken(request, 'bob');
  const carol = await accountId(request, bobToken, 'carol');
  const before = await relationshipTo(request, bobToken, carol);
  if (before.following || before.requested)
    await request.post(`/api/v1/accounts/${carol}/unfollow`, { headers: { authorization: `Bearer ${bobToken}` } });
  const followed = await request.post(`/api/v1/accounts/${carol}/follow`, {
    headers: { authorization: `Bearer ${bobToken}` },
  });
  expect(followed.ok()).toBeTruthy();
  await signIn(page, 'carol');
  await page.goto('/carol/notifications');
  const request_ = page
    .getByRole('region', { name: 'Notifications' })
    .locator('[data-type="follow_request"]', { hasText: 'Bob' })
    .first();
  await expect(request_).toBeVisible();
  await request_.getByRole('button', { name: 'Approve' }).click();
  await expect.poll(async () => (await relationshipTo(request, bobToken, carol)).following).toBe(true);
});

test('remote users: resolver opens the profile; domain block and forward option are offered', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'alice');
  await signIn(page, 'alice');
  await page.goto('/remote-users/remote.example/rustacean');
  await expect(page).toHaveURL(/\/users\/[^/]+$/);
  const card = page.getByRole('region', { name: 'Profile of rustacean@remote.example' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', /\.rss$/);
  await expect(card.getByRole('link', { name: 'Open on home server' })).toHaveAttribute('href', /remote\.example/);
  // The remote user's server: name, software and version, favicon.
  await expect(card.locator('.people-instance')).toContainText('Remote Mastodon');
  await expect(card.locator('.people-instance')).toContainText('mastodon 4.3.2');
  await expect(card.locator('.people-instance img')).toHaveAttribute('src', /favicon-remote\.example/);
  await card.getByRole('button', { name: 'More actions' }).click();
  await card.getByRole('menuitem', { name: 'Block remote.example' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Block domain' }).click();
  await reopenMoreActions(card);
  await expect(card.getByRole('menuitem', { name: 'Unblock remote.example' })).toBeVisible();
  const blocks = await request.get('/api/v1/domain_blocks', { headers: { authorization: `Bearer ${token}` } });
  expect(await blocks.json()).toContain('remote.example');
  await card.getByRole('menuitem', { name: 'Unblock remote.example' }).click();
  await expect(card.getByRole('menuitem', { name: 'Block remote.example' })).toBeVisible();

  await card.getByRole('menuitem', { name: 'Report' }).click();
  await expect(page.getByRole('dialog').getByLabel('Forward to remote.example')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/remote-users/@photog@remote.example');
  await expect(page.getByRole('region', { name: 'Profile of photog@remote.example' })).toBeVisible();
});

test('the profile opens on the userProfileDefaultTab preference unless the hash names a tab', async ({ page }) => {
  await withPreferences(page, { userProfileDefaultTab: 'followers' });
  await signIn(page, 'alice');
  await page.goto('/bob');
  await expect(page.getByRole('tab', { name: 'Followers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByText('@alice').first()).toBeVisible();
  await page.goto('/bob#media');
  await expect(page.getByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Posts' }).click();
  await expect(page).toHaveURL(/#statuses$/);
  await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  // grace hides her followers: the preference falls back to posts there.
  await page.goto('/grace');
  await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
});

test('a highlighted user’s statuses and name are painted in timelines and on the profile', async ({ page }) => {
  await signIn(page, 'alice');
  await page.goto('/bob');
  const card = page.getByRole('region', { name: 'Profile of bob' });
  // Its own disclosure beside the More actions menu (a menu holds menu items only).
  const highlight = card.locator('summary', { hasText: 'Highlight' });
  await highlight.click();
  await card.getByLabel('Highlight style').selectOption('solid');
  await card.getByLabel('Highlight color').fill('#ff8800');
  await card.screenshot({ path: test.info().outputPath('card-highlight.png') });
  const onProfile = page.locator('.people-tabpanel article.status[data-highlight="solid"]').first();
  await expect(onProfile).toBeVisible();
  await expect(onProfile).toHaveCSS('background-color', 'rgba(255, 136, 0, 0.2)');
  await expect(onProfile.locator('.status-author')).toHaveCSS('background-color', /rgba\(255, 136, 0/);

  await page.goto('/main/public');
  const bobs = page.locator('article.status', { has: page.locator('.status-acct', { hasText: /^@bob$/ }) }).first();
  await expect(bobs).toHaveAttribute('data-highlight', 'solid');
  const others = page.locator('article.status', { has: page.locator('.status-acct', { hasText: /^@alice$/ }) }).first();
  await expect(others).toBeVisible();
  await expect(others).not.toHaveAttribute('data-highlight', /./);
  await page.screenshot({ path: test.info().outputPath('highlight.png') });

  // Striped, then off again.
  await page.goto('/bob');
  await highlight.click();
  await card.getByLabel('Highlight style').selectOption('striped');
  await expect(page.locator('.people-tabpanel article.status[data-highlight="striped"]').first()).toBeVisible();
  await card.getByLabel('Highlight style').selectOption('disabled');
  await expect(page.locator('.people-tabpanel article.status[data-highlight]')).toHaveCount(0);
});

test('muting a remote domain collapses its posts in the federated timeline until unmuted', async ({ page }) => {
  await signIn(page, 'alice');
  await page.goto('/main/all');
  const remotePost = page.locator('article.status:not(.status-muted)', {
    has: page.locator('.status-acct', { hasText: '@remote.example' }),
  });
  await expect(remotePost.first()).toBeVisible();

  await page.goto('/remote-users/remote.example/rustacean');
  const card = page.getByRole('region', { name: 'Profile of rustacean@remote.example' });
  await card.getByRole('button', { name: 'More actions' }).click();
  await card.getByRole('menuitem', { name: 'Mute remote.example' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('remote.example');
  await confirm.getByRole('button', { name: 'Mute domain' }).click();
  await reopenMoreActions(card);
  await expect(card.getByRole('menuitem', { name: 'Unmute remote.example' })).toBeVisible();

  await page.goto('/main/all');
  await expect(page.locator('article.status-muted', { hasText: '@remote.example' }).first()).toBeVisible();
  await expect(remotePost).toHaveCount(0);
  // Other servers stay as they were.
  await expect(
    page
      .locator('article.status:not(.status-muted)', {
        has: page.locator('.status-acct', { hasText: '@bubble.example' }),
      })
      .first(),
  ).toBeVisible();
  const collapsed = page.locator('article.status-muted', { hasText: '@remote.example' }).first();
  await collapsed.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('domain-mute.png') });
  // The eye shows one post; unmuting the domain shows them all again.
  await page.locator('article.status-muted', { hasText: '@remote.example' }).first().getByRole('button').click();
  await expect(remotePost.first()).toBeVisible();

  await page.goto('/remote-users/remote.example/rustacean');
  await card.getByRole('button', { name: 'More actions' }).click();
  await card.getByRole('menuitem', { name: 'Unmute remote.example' }).click();
  await page.goto('/main/all');
  await expect(remotePost.first()).toBeVisible();
  await expect(page.locator('article.status-muted', { hasText: '@remote.example' })).toHaveCount(0);
});

test('anonymous visitors get the remote-follow form on a local profile', async ({ page }) => {
  await page.goto('/bob');
  const card = page.getByRole('region', { name: 'Profile of bob' });
  await expect(card).toBeVisible();
  const form = card.locator('form.people-remote-follow');
  await expect(form).toHaveAttribute('action', /\/main\/ostatus$/);
  await expect(form.locator('input[name="nickname"]')).toHaveValue('bob');
  await expect(card.getByRole('button', { name: 'Remote follow' })).toBeVisible();
  await expect(card.getByLabel('Private note')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'More actions' })).toHaveCount(0);
});
