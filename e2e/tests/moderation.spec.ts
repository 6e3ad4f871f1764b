import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { apiToken, clearFaults, injectFault } from './support/timelines';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});
test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

/** A second signed-in browser (the reporter while the moderator's page stays open). */
async function otherUser(browser: Browser, baseURL: string | undefined, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, username);
  return page;
}

async function openModeration(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Moderation/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Moderation' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function usersTab(dialog: Locator, search?: string): Promise<void> {
  await dialog.getByRole('tab', { name: 'Users' }).click();
  if (search !== undefined) {
    await dialog.getByRole('searchbox', { name: 'Search users' }).fill(search);
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  }
}

/** The users-section row of one account. */
const row = (dialog: Locator, nickname: string) =>
  dialog.getByRole('listitem').filter({ has: dialog.page().getByText(`@${nickname}`, { exact: true }) });

async function moderate(dialog: Locator, nickname: string, item: string): Promise<void> {
  await row(dialog, nickname)
    .getByRole('button', { name: `Moderate @${nickname}` })
    .click();
  await dialog
    .page()
    .getByRole('menu', { name: `Moderate @${nickname}` })
    .getByRole('menuitem', { name: item })
    .click();
}

test('alice reports bob; the moderator refreshes, sees it, adds a note, resolves and reopens it; mod cannot grant rights', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'mod');
  await page.goto('/main/public');
  await expect(page.getByRole('button', { name: /^Moderation/ })).toContainText('1');
  const dialog = await openModeration(page);
  await expect(dialog.getByRole('article', { name: /about @newsbot@remote.example/ })).toBeVisible();
  await expect(dialog.getByRole('article', { name: /about @bob$/ })).toHaveCount(0);

  const alice = await otherUser(browser, baseURL, 'alice');
  await alice.goto('/bob');
  const card = alice.getByRole('region', { name: 'Profile of bob' });
  await card.getByRole('button', { name: 'More actions' }).click();
  await card.getByRole('menuitem', { name: 'Report' }).click();
  const report = alice.getByRole('dialog', { name: 'Report @bob' });
  await report.getByLabel('Additional comments').fill('e2e: bob is rude');
  await report.getByRole('group', { name: 'Posts to include' }).getByRole('checkbox').first().check();
  await report.getByRole('button', { name: 'Submit' }).click();
  await expect(report.getByText('Thank you, your report was sent.')).toBeVisible();
  await alice.context().close();

  // A forced refetch (the 60 s poll does the same): the new report, and the nav count.
  await dialog.getByRole('button', { name: 'Refresh' }).click();
  const bobReport = dialog.getByRole('article', { name: /about @bob$/ });
  await expect(bobReport).toBeVisible();
  await expect(bobReport).toContainText('e2e: bob is rude');
  await expect(bobReport.locator('.mod-reported-status')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Moderation/ })).toContainText('2');

  await bobReport.getByLabel('New note').fill('Talked to bob.');
  await bobReport.getByRole('button', { name: 'Add note' }).click();
  await expect(bobReport.getByText('Talked to bob.')).toBeVisible();

  await bobReport.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(bobReport).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Reports to show' }).selectOption('resolved');
  await expect(bobReport).toContainText('Resolved');
  await bobReport.getByRole('button', { name: 'Reopen' }).click();
  await expect(bobReport).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Reports to show' }).selectOption('open');
  await expect(bobReport).toContainText('Open');
  await expect(bobReport.getByText('Talked to bob.')).toBeVisible();

  // Rights are the admins': the moderator's menu has no grant, the server refuses it anyway.
  await usersTab(dialog, 'carol');
  await row(dialog, 'carol').getByRole('button', { name: 'Moderate @carol' }).click();
  const menu = page.getByRole('menu', { name: 'Moderate @carol' });
  await expect(menu.getByRole('menuitem', { name: 'Deactivate account' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Grant/ })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Delete account…' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const token = await apiToken(page.request, 'mod');
  const refused = await page.request.post('/api/v1/pleroma/admin/users/carol/permission_group/moderator', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
});

test('the admin grants moderator, tags, deactivates and reactivates, approves a registration', async ({ page }) => {
  await page.request.post('/__dev/pending-registration', { data: { username: 'newbie', reason: 'I like birds' } });
  await signIn(page, 'admin');
  const dialog = await openModeration(page);

  await usersTab(dialog, 'carol');
  await moderate(dialog, 'carol', 'Grant moderator');
  await expect(dialog.getByText('@carol is now a moderator')).toBeVisible();
  await expect(row(dialog, 'carol').getByText('Moderator', { exact: true })).toBeVisible();

  await usersTab(dialog, 'bob');
  await moderate(dialog, 'bob', 'Force posts to be NSFW');
  await expect(row(dialog, 'bob').getByText('mrf_tag:media-force-nsfw')).toBeVisible();

  await moderate(dialog, 'bob', 'Deactivate account');
  await expect(row(dialog, 'bob').getByText('Deactivated', { exact: true })).toBeVisible();
  await moderate(dialog, 'bob', 'Activate account');
  await expect(row(dialog, 'bob').getByText('Deactivated', { exact: true })).toHaveCount(0);

  await usersTab(dialog, '');
  await dialog.getByRole('checkbox', { name: 'Pending approval' }).check();
  await expect(row(dialog, 'newbie')).toContainText('Reason: I like birds');
  await moderate(dialog, 'newbie', 'Approve registration');
  await expect(row(dialog, 'newbie')).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Pending approval' }).uncheck();
  await usersTab(dialog, 'newbie');
  await expect(row(dialog, 'newbie')).toBeVisible();
  await expect(row(dialog, 'newbie').getByText('Pending approval')).toHaveCount(0);
});

test('the admin deletes a user from the card with the typed confirmation; the profile view goes back', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/main/public');
  await expect(page.getByRole('heading', { name: 'Public timeline' })).toBeVisible();
  await page.goto('/dave');
  const card = page.getByRole('region', { name: 'Profile of dave' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Moderate @dave' }).click();
  await page.getByRole('menu', { name: 'Moderate @dave' }).getByRole('menuitem', { name: 'Delete account…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete @dave?' });
  await expect(confirm.getByRole('button', { name: 'Delete account' })).toBeDisabled();
  await confirm.getByLabel('User name to confirm').fill('dav');
  await expect(confirm.getByRole('button', { name: 'Delete account' })).toBeDisabled();
  await confirm.getByLabel('User name to confirm').fill('dave');
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(/\/main\/public$/);
  // dave's posts are gone or read as deleted; none of them is shown as a post any more.
  await expect(page.locator('article.status').filter({ hasText: 'Dave the Bot' })).toHaveCount(0);
  const token = await apiToken(page.request, 'admin');
  const user = await page.request.get('/api/v1/pleroma/admin/users/dave', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await user.json()) as { is_active: boolean }).is_active).toBe(false);
});

test('after the admin deletes a user, their posts shown before are gone from the timeline and from the server', async ({
  page,
}) => {
  const token = await apiToken(page.request, 'admin');
  const auth = { authorization: `Bearer ${token}` };
  const dave = (await (await page.request.get('/api/v1/accounts/lookup?acct=dave', { headers: auth })).json()) as {
    id: string;
  };
  const all = (await (
    await page.request.get(`/api/v1/accounts/${dave.id}/statuses`, { params: { limit: '40' }, headers: auth })
  ).json()) as Array<{ id: string }>;
  expect(all.length, 'dave has posts').toBeGreaterThan(0);

  await signIn(page, 'admin');
  await page.goto('/main/public');
  await expect(page.getByRole('heading', { name: 'Public timeline' })).toBeVisible();
  // dave's posts on the public timeline (the seeded instance has some on its first page)
  const shown = page
    .locator('article.status[data-status-id]')
    .filter({ has: page.locator('.status-header a.status-author[href="/dave"]') });
  await expect(shown.first()).toBeVisible();
  const ids = await shown.evaluateAll((articles) => articles.map((a) => a.getAttribute('data-status-id') ?? ''));
  expect(ids.length).toBeGreaterThan(0);

  await page.goto('/dave');
  const card = page.getByRole('region', { name: 'Profile of dave' });
  await card.getByRole('button', { name: 'Moderate @dave' }).click();
  await page.getByRole('menu', { name: 'Moderate @dave' }).getByRole('menuitem', { name: 'Delete account…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete @dave?' });
  await confirm.getByLabel('User name to confirm').fill('dave');
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/main\/public$/);
  // the timeline read before still lists the others' posts, and none of dave's any more
  await expect(page.locator('article.status[data-status-id]').first()).toBeVisible();
  for (const id of ids) await expect(page.locator(`article.status[data-status-id="${id}"]`)).toHaveCount(0);
  await expect(shown).toHaveCount(0);
  // and the server has none of dave's posts any more
  for (const { id } of all) {
    expect((await page.request.get(`/api/v1/statuses/${id}`, { headers: auth })).status()).toBe(404);
  }
});

test('a status marked sensitive by a moderator shows its media hidden to alice', async ({ page, browser, baseURL }) => {
  const aliceToken = await apiToken(page.request, 'alice');
  const list = await page.request.get('/api/v1/timelines/public', {
    params: { only_media: 'true', limit: '40' },
    headers: { authorization: `Bearer ${aliceToken}` },
  });
  const statuses = (await list.json()) as Array<{
    id: string;
    sensitive: boolean;
    spoiler_text: string;
    reblog: unknown;
    media_attachments: Array<{ type: string }>;
  }>;
  const plain = statuses.find(
    (status) =>
      !status.sensitive &&
      !status.spoiler_text &&
      !status.reblog &&
      status.media_attachments.some((media) => media.type === 'image'),
  );
  expect(plain, 'a public status with an image, not sensitive').toBeTruthy();
  const id = plain!.id;

  const alice = await otherUser(browser, baseURL, 'alice');
  await alice.goto(`/notice/${id}`);
  const shown = alice.locator(`article.status[data-status-id="${id}"]`);
  await expect(shown.locator('.attachment-image')).not.toHaveCount(0);

  await signIn(page, 'mod');
  await page.goto(`/notice/${id}`);
  const status = page.locator(`article.status[data-status-id="${id}"]`).first();
  await status.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Moderate post' }).click();
  const moderation = page.getByRole('dialog', { name: 'Moderate post' });
  await moderation.getByRole('button', { name: 'Mark sensitive' }).click();
  await expect(moderation.getByText('Marked sensitive')).toBeVisible();
  await expect(moderation.getByRole('button', { name: 'Mark not sensitive' })).toBeVisible();

  await alice.reload();
  await expect(shown.locator('.attachments-sensitive')).toBeVisible();
  await expect(shown.locator('.attachment-image')).toHaveCount(0);
  await alice.context().close();
});

test('an injected 403 and 500 show their message and change nothing', async ({ page, request }) => {
  await signIn(page, 'admin');
  const dialog = await openModeration(page);
  await usersTab(dialog, 'bob');
  await injectFault(request, {
    method: 'PATCH',
    path: '/api/v1/pleroma/admin/users/deactivate',
    status: 403,
    body: { error: 'User is not an admin.' },
    times: 1,
  });
  await moderate(dialog, 'bob', 'Deactivate account');
  await expect(row(dialog, 'bob').getByRole('alert')).toHaveText('User is not an admin.');
  await expect(row(dialog, 'bob').getByText('Deactivated', { exact: true })).toHaveCount(0);

  await injectFault(request, { method: 'PUT', path: '/api/v1/pleroma/admin/users/tag', status: 500, times: 1 });
  await moderate(dialog, 'bob', 'Force posts to be NSFW');
  await expect(row(dialog, 'bob').getByRole('alert')).toHaveText('Internal Server Error');
  await expect(row(dialog, 'bob').getByText('mrf_tag:media-force-nsfw')).toHaveCount(0);

  await dialog.getByRole('tab', { name: 'Reports' }).click();
  const open = dialog.getByRole('article', { name: /about @newsbot@remote.example/ });
  await injectFault(request, { method: 'PATCH', path: '/api/v1/pleroma/admin/reports', status: 500, times: 1 });
  await open.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(open.getByRole('alert')).toHaveText('Internal Server Error');
  await expect(open).toContainText('Open');
  const token = await apiToken(request, 'admin');
  const users = await request.get('/api/v1/pleroma/admin/users/bob', { headers: { authorization: `Bearer ${token}` } });
  expect(await users.json()).toMatchObject({ is_active: true, tags: [] });
});

test('screenshots of each section at 375 and 1280 px', async ({ page }) => {
  await signIn(page, 'admin');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/main/public');
    let dialog: Locator;
    if (width === 375) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^Moderation/ })
        .click();
      dialog = page.getByRole('dialog', { name: 'Moderation' });
    } else dialog = await openModeration(page);
    await expect(dialog.getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`moderation-reports-${width}.png`) });
    await dialog.getByRole('tab', { name: 'Users' }).click();
    await expect(dialog.getByText('@alice', { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`moderation-users-${width}.png`) });
    await dialog.getByRole('tab', { name: 'Posts' }).click();
    await expect(dialog.locator('.mod-post').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`moderation-posts-${width}.png`) });
  }
});
