import { expect, test } from '@playwright/test';
import { signIn } from './support/app';
import { apiToken, clearFaults, injectFault, postStatus } from './support/timelines';
import { budget } from '../pace';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  expect((await request.post('/__dev/reset')).ok()).toBeTruthy();
});

test.afterEach(async ({ request }) => {
  await request.delete('/__dev/faults');
});

test('notifications: unseen badge, filter, mark as read with max_id', async ({ page, request }) => {
  const bob = await apiToken(request, 'bob');
  await postStatus(request, bob, { status: '@alice ping for the notification test' });
  await signIn(page, 'alice');
  await page.goto('/alice/notifications');
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByText('ping for the notification test').first()).toBeVisible();
  const badge = panel.getByLabel(/unread notifications?$/);
  await expect(badge).toBeVisible();

  await panel.getByRole('button', { name: 'Filter' }).click();
  await panel.getByRole('checkbox', { name: 'Mentions' }).uncheck();
  await expect(panel.getByText('ping for the notification test')).toHaveCount(0);
  await panel.getByRole('checkbox', { name: 'Mentions' }).check();
  await expect(panel.getByText('ping for the notification test').first()).toBeVisible();

  const read = page.waitForRequest(
    (req) => req.url().includes('/api/v1/pleroma/notifications/read') && req.method() === 'POST',
  );
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  expect((await read).postData() ?? '').toContain('max_id');
  await expect(badge).toHaveCount(0);
  // Seen logic: with everything seen, 30 show; "load older" shows 20 more (fetching when needed).
  const items = panel.getByRole('list').first().locator(':scope > li');
  await expect(items).toHaveCount(30);
  const shown = 30;
  const older = page.waitForRequest(
    (req) => req.url().includes('/api/v1/notifications?') && req.url().includes('max_id='),
  );
  await panel.getByRole('button', { name: 'Load older notifications' }).click();
  await older;
  await expect.poll(async () => items.count()).toBeGreaterThan(shown);
  expect(await items.count()).toBeLessThanOrEqual(shown + 20);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('ping for the notification test').first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByLabel(/unread notifications?$/)).toHaveCount(0);
});

test('notifications: a failing fetch shows the error text', async ({ page, request }) => {
  await signIn(page, 'alice');
  // Every list fetch fails from here (the first load of the page and any catch-up), until Retry.
  await injectFault(request, { method: 'GET', path: '/api/v1/notifications', status: 500 });
  await page.goto('/alice/notifications');
  await expect(page.getByRole('alert').filter({ hasText: 'Error fetching notifications' }).first()).toBeVisible();
  await clearFaults(request);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').first()).toBeVisible();
});

test('interactions page has its tabs', async ({ page }) => {
  await signIn(page, 'alice');
  await page.goto('/users/alice/interactions');
  await expect(page.getByRole('heading', { name: 'Interactions', level: 1 })).toBeVisible();
  for (const name of ['Mentions', 'Favorites & repeats', 'Follows'])
    await expect(page.getByRole('tab', { name })).toBeVisible();
  await page.getByRole('tab', { name: 'Follows' }).click();
  await expect(page.getByRole('tab', { name: 'Follows' })).toHaveAttribute('aria-selected', 'true');
});

test('search: tabs with counts, default tab, load older with offset and max_id', async ({ page, request }) => {
  const bob = await apiToken(request, 'bob');
  for (let index = 0; index < 45; index += 1) await postStatus(request, bob, { status: `zebrapaging number ${index}` });
  await signIn(page, 'alice');
  await page.goto('/search?query=zebrapaging');
  const posts = page.getByRole('tab', { name: /^Posts \(\d+\)$/ });
  await expect(posts).toHaveAttribute('aria-selected', 'true');
  await expect(posts).toHaveText('Posts (40)');
  const older = page.waitForRequest(
    (req) => req.url().includes('/api/v2/search') && req.url().includes('offset=40') && req.url().includes('max_id='),
  );
  await page.getByRole('button', { name: 'Load older', exact: true }).click();
  await older;
  await expect(posts).toHaveText('Posts (45)');
  await expect(page.getByText('No more posts')).toBeVisible();

  // No statuses match a bare handle fragment that only names a person → the people tab opens.
  await page.getByRole('searchbox', { name: 'Search' }).fill('frank');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/query=frank/);
  const postsTab = page.getByRole('tab', { name: /^Posts \(\d+\)$/ });
  await expect(postsTab).toBeVisible();
  const postCount = Number(/\((\d+)\)/.exec((await postsTab.textContent()) ?? '')?.[1] ?? '0');
  const expected = postCount > 0 ? postsTab : page.getByRole('tab', { name: /^People \(\d+\)$/ });
  await expect(expected).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: /^People/ }).click();
  await expect(page.getByRole('link', { name: /Frank/i }).first()).toBeVisible();
});

test('search: hashtag results say one person or many people talking and link to the tag timeline', async ({
  page,
  request,
}) => {
  const bob = await apiToken(request, 'bob');
  const carol = await apiToken(request, 'carol');
  await postStatus(request, bob, { status: 'first one here #zebrahistory' });
  await signIn(page, 'alice');
  await page.goto('/search?query=zebrahistory');
  await page.getByRole('tab', { name: /^Hashtags \(\d+\)$/ }).click();
  const tag = page.getByRole('tabpanel').locator('li', { has: page.getByRole('link', { name: '#zebrahistory' }) });
  await expect(tag).toContainText('1 person is talking');
  await expect(tag).toContainText('1 use');
  await postStatus(request, carol, { status: 'me too #zebrahistory' });
  await postStatus(request, bob, { status: 'again #zebrahistory' });
  await page.reload();
  await page.getByRole('tab', { name: /^Hashtags \(\d+\)$/ }).click();
  await expect(tag).toContainText('2 people are talking');
  await expect(tag).toContainText('3 uses');
  await tag.getByRole('link', { name: '#zebrahistory' }).click();
  await expect(page).toHaveURL(/\/tag\/zebrahistory$/);
});

test('search: a remote handle is resolved on the server; nothing found says so', async ({ page }) => {
  await signIn(page, 'alice');
  const resolved = page.waitForRequest(
    (req) => req.url().includes('/api/v2/search') && req.url().includes('resolve=true'),
  );
  await page.goto(`/search?query=${encodeURIComponent('@rustacean@remote.example')}`);
  await resolved;
  await page.getByRole('tab', { name: /^People \(\d+\)$/ }).click();
  await expect(page.getByRole('tabpanel').getByText('@rustacean@remote.example').first()).toBeVisible();
  const plain = page.waitForRequest(
    (req) => req.url().includes('/api/v2/search') && req.url().includes('q=qqxxnothingmatches'),
  );
  await page.getByRole('searchbox', { name: 'Search' }).fill('qqxxnothingmatches');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  expect((await plain).url()).not.toContain('resolve=true');
  await expect(page.getByRole('tab', { name: 'Posts (0)' })).toHaveAttribute('aria-selected', 'true');
  // The designed empty state: what is missing and what to try.
  const empty = page.getByRole('tabpanel').locator('.empty-state');
  await expect(empty.getByText('No results', { exact: true })).toBeVisible();
  await expect(empty).toContainText('Check the spelling or try other words.');
});

test('lists: create with a member, edit, delete', async ({ page }) => {
  await signIn(page, 'alice');
  await page.goto('/lists');
  await page.getByRole('link', { name: 'New list' }).click();
  const create = page.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await page.getByLabel('Title').fill('E2E people list');
  await expect(create).toBeEnabled();
  await page.getByLabel('Search people to add').fill('bob');
  const found = page.getByRole('list', { name: 'People found' });
  // Member search is debounced 2000 ms; picking moves the person to the members.
  await found
    .getByRole('checkbox')
    .first()
    .click({ timeout: budget(10_000) });
  await expect(page.getByRole('heading', { name: '1 member' })).toBeVisible();
  await create.click();
  await expect(page).toHaveURL(/\/lists\/[^/]+$/);
  const id = new URL(page.url()).pathname.split('/')[2]!;

  await page.goto('/lists');
  await expect(page.getByRole('link', { name: 'E2E people list', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Edit E2E people list' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('E2E people list');
  await expect(page.getByRole('heading', { name: '1 member' })).toBeVisible();
  await page.getByLabel('Title').fill('E2E renamed list');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/lists/${id}$`));

  await page.goto(`/lists/${id}/edit`);
  await expect(page.getByLabel('Title')).toHaveValue('E2E renamed list');
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/lists$/);
  await expect(page.getByRole('link', { name: 'E2E renamed list', exact: true })).toHaveCount(0);
});

test('announcements: admin posts and edits, a user dismisses', async ({ page, browser }) => {
  await signIn(page, 'admin');
  await page.goto('/announcements');
  const form = page.getByRole('region', { name: 'New announcement' });
  await form.getByLabel('Content').fill('E2E maintenance tonight');
  await form.getByLabel('All day').check();
  await expect(form.getByLabel('Starts at')).toHaveAttribute('type', 'date');
  await form.getByLabel('All day').uncheck();
  await expect(form.getByLabel('Starts at')).toHaveAttribute('type', 'datetime-local');
  // An all-day announcement takes dates only and is sent with all_day.
  await form.getByLabel('All day').check();
  // Today and a week on, as the browser's calendar has them (the announcement stays active).
  const [today, nextWeek, todayIso, yesterday, yesterdayEvening] = await page.evaluate(() => {
    const day = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const now = new Date();
    const later = new Date(now.getTime() + 7 * 86_400_000);
    const before = new Date(now.getTime() - 86_400_000);
    return [
      day(now),
      day(later),
      new Date(`${day(now)}T00:00`).toISOString(),
      day(before),
      new Date(`${day(before)}T18:30`).toISOString(),
    ];
  });
  await form.getByLabel('Starts at').fill(today);
  await form.getByLabel('Ends at').fill(nextWeek);
  const posted = page.waitForRequest(
    (req) => req.url().endsWith('/api/v1/pleroma/admin/announcements') && req.method() === 'POST',
  );
  await form.getByRole('button', { name: 'Post' }).click();
  const sent = JSON.parse((await posted).postData() ?? '{}') as {
    all_day: boolean;
    starts_at: string;
    ends_at: string;
    content: string;
  };
  expect(sent).toMatchObject({ all_day: true, content: 'E2E maintenance tonight' });
  expect(sent.starts_at).toBe(todayIso);
  expect(sent.ends_at).toBeTruthy();
  const item = page.locator('.people-announcement', { hasText: 'E2E maintenance tonight' });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Edit' }).click();
  const editForm = page.locator('.people-announcement form');
  await expect(editForm.getByLabel('Content')).toHaveValue(/E2E maintenance tonight/);
  await editForm.getByLabel('Content').fill('E2E maintenance moved to tomorrow');
  // Editing keeps the all-day dates (date inputs); switching to timed turns them into date-times.
  await expect(editForm.getByLabel('Starts at')).toHaveAttribute('type', 'date');
  await expect(editForm.getByLabel('Starts at')).toHaveValue(today);
  await editForm.getByLabel('All day').uncheck();
  await expect(editForm.getByLabel('Starts at')).toHaveAttribute('type', 'datetime-local');
  await expect(editForm.getByLabel('Starts at')).toHaveValue(`${today}T00:00`);
  await editForm.getByLabel('Starts at').fill(`${yesterday}T18:30`);
  const patched = page.waitForRequest(
    (req) => /\/api\/v1\/pleroma\/admin\/announcements\/[^/]+$/.test(req.url()) && req.method() === 'PATCH',
  );
  await editForm.getByRole('button', { name: 'Save' }).click();
  const edited = JSON.parse((await patched).postData() ?? '{}') as { all_day: boolean; starts_at: string };
  expect(edited.all_day).toBe(false);
  expect(edited.starts_at).toBe(yesterdayEvening);
  await expect(page.locator('.people-announcement', { hasText: 'E2E maintenance moved to tomorrow' })).toBeVisible();

  const other = await browser.newContext();
  const alice = await other.newPage();
  await signIn(alice, 'alice');
  await alice.goto('/announcements');
  const shown = alice.locator('.people-announcement', { hasText: 'E2E maintenance moved to tomorrow' });
  await expect(shown).toHaveAttribute('data-read', 'false');
  await expect(alice.getByLabel(/unread announcements?$/)).toBeVisible();
  // The shell's count (tab title: unseen notifications + unread announcements) reads the same list as
  // the screen: a dismissal lowers it at once, not at the next 60 s poll.
  const titleCount = async () => Number(/^\((\d+)\)/.exec(await alice.title())?.[1] ?? 0);
  await alice.waitForLoadState('networkidle');
  const before = await titleCount();
  expect(before).toBeGreaterThan(0);
  await shown.getByRole('button', { name: 'Mark as read' }).click();
  await expect(shown).toHaveAttribute('data-read', 'true');
  await expect.poll(titleCount, { timeout: budget(5_000) }).toBe(before - 1);
  await alice.reload();
  await expect(alice.locator('.people-announcement', { hasText: 'E2E maintenance moved to tomorrow' })).toHaveAttribute(
    'data-read',
    'true',
  );
  await other.close();

  await page
    .locator('.people-announcement', { hasText: 'E2E maintenance moved to tomorrow' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.people-announcement', { hasText: 'E2E maintenance moved to tomorrow' })).toHaveCount(0);
});

test('about: instance panel, staff by role, terms, bubble instances, federation policy tables and features', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: /^About / })).toBeVisible();
  // The about page itself (the sidebar may show the same instance panel beside it).
  const about = page.locator('.people-root');
  await expect(about.getByRole('region', { name: 'About this instance' })).toContainText('instance-specific panel');
  const staff = about.getByRole('region', { name: 'Staff' });
  await expect(staff.getByRole('heading', { name: 'Administrators' })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Moderators' })).toBeVisible();
  await expect(staff.getByText('@admin')).toBeVisible();
  await expect(staff.getByText('@mod')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Terms of service' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bubble instances' }).getByText('bubble.example')).toBeVisible();
  const federation = page.getByRole('region', { name: 'Federation policy' });
  await expect(federation.getByText('SimplePolicy')).toBeVisible();
  const rejected = federation.getByRole('table', { name: 'Rejected' });
  await expect(rejected.getByRole('row', { name: 'spam.example Spam' })).toBeVisible();
  await expect(
    federation
      .getByRole('table', { name: 'Quarantined' })
      .getByRole('row', { name: 'quarantine.example Under review' }),
  ).toBeVisible();
  await expect(
    federation.getByRole('table', { name: 'Media marked sensitive' }).getByRole('cell', { name: 'nsfw.example' }),
  ).toBeVisible();
  await expect(
    federation.getByRole('table', { name: 'Media removed' }).getByRole('cell', { name: 'heavy.example' }),
  ).toBeVisible();
  await expect(
    federation
      .getByRole('table', { name: 'Removed from the federated timeline' })
      .getByRole('cell', { name: 'noisy.example' }),
  ).toBeVisible();
  await expect(federation.getByText('Rejected when containing: buy followers')).toBeVisible();
  await expect(
    federation.getByText('Removed from the federated timeline when containing: crypto giveaway'),
  ).toBeVisible();
  await expect(federation.getByText('“badword” is replaced with “b*dword”')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Features' }).getByText('bubble_timeline')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('about.png'), fullPage: true });
});

test('who to follow and follow requests (counter, confirm only when modalOnDenyFollow is set)', async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('fedi:preferences', JSON.stringify({ modalOnDenyFollow: true })),
  );
  await signIn(page, 'carol');
  await page.goto('/friend-requests');
  const heading = page.getByRole('heading', { name: /Follow requests/, level: 1 });
  await expect(heading).toBeVisible();
  const rows = page.locator('.people-request');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  await expect(heading.locator('.people-badge')).toHaveText(String(before));
  await rows.first().getByRole('button', { name: 'Deny' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deny' }).click();
  await expect(rows).toHaveCount(before - 1);
  await expect(heading.locator('.people-badge')).toHaveText(String(before - 1));
  await page.goto('/who-to-follow');
  await expect(page.getByRole('heading', { name: 'Who to follow', level: 1 })).toBeVisible();
  await expect(page.locator('.people-list > li').first()).toBeVisible();
});
