import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { apiPost } from './support/people';
import { apiToken, postStatus } from './support/timelines';
import { budget } from '../pace';

interface WireNotification {
  id: string;
  type: string;
  pleroma?: { is_seen?: boolean };
  status?: { content?: string };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function notificationsOf(request: APIRequestContext, token: string): Promise<WireNotification[]> {
  const response = await request.get('/api/v1/notifications', { params: { limit: '40' }, headers: auth(token) });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as WireNotification[];
}

/**
 * A clean start for the user: every notification read, every announcement dismissed and every chat read
 * (the tab title counts unread chats with the notifications: 0).
 */
async function readEverything(request: APIRequestContext, token: string): Promise<void> {
  const [newest] = await notificationsOf(request, token);
  if (newest) await apiPost(request, token, '/api/v1/pleroma/notifications/read', { max_id: newest.id });
  const announcements = await request.get('/api/v1/announcements', { headers: auth(token) });
  for (const announcement of (await announcements.json()) as Array<{ id: string; read?: boolean }>) {
    if (!announcement.read) await apiPost(request, token, `/api/v1/announcements/${announcement.id}/dismiss`);
  }
  const chats = await request.get('/api/v1/pleroma/chats', { headers: auth(token) });
  expect(chats.ok()).toBeTruthy();
  for (const chat of (await chats.json()) as Array<{ id: string; unread?: number; last_message?: { id: string } }>) {
    if (chat.unread && chat.last_message) {
      await apiPost(request, token, `/api/v1/pleroma/chats/${chat.id}/read`, { last_read_id: chat.last_message.id });
    }
  }
}

/** Signs in at desktop width (the log-out button is visible there), then switches to `width`. */
async function signInAt(page: Page, user: string, width: number): Promise<void> {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signIn(page, user);
  await page.setViewportSize({ width, height: width < 800 ? 740 : 900 });
}

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

test('mobile 375px: a mention arrives live, bell dot and tab title count; closing the drawer marks it seen', async ({
  page,
  request,
}, testInfo) => {
  const alice = await apiToken(request, 'alice');
  const bob = await apiToken(request, 'bob');
  await readEverything(request, alice);
  const sockets: string[] = [];
  page.on('websocket', (socket) => {
    sockets.push(socket.url());
    // the notifications stream may ride the session's socket as a subscribe message
    socket.on('framesent', (frame) => sockets.push(String(frame.payload)));
  });
  const notificationFetches: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/v1/notifications') notificationFetches.push(req.url());
  });

  await signInAt(page, 'alice', 375);
  // only what the page loaded below does counts: let the signed-in page of the login finish its own
  // first load and catch-up first (else they may land after the navigation starts)
  await expect.poll(() => notificationFetches.some((url) => url.includes('since_id='))).toBe(true);
  sockets.length = 0;
  notificationFetches.length = 0;
  await page.goto('/main/friends');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-alert-dot')).toHaveCount(0);
  await expect(page).toHaveTitle(/^(?!\()/);
  await expect
    .poll(() =>
      sockets.some(
        (text) => text.includes('stream=user%3Anotification') || text.includes('"stream":"user:notification"'),
      ),
    )
    .toBe(true);
  // once the socket has joined, the app fetches what arrived since its first load (nothing here)
  await expect.poll(() => notificationFetches.some((url) => url.includes('since_id='))).toBe(true);
  const fetchesBefore = notificationFetches.length;

  // bob mentions alice: it comes over the socket, well before a 20 s poll could bring it
  const started = Date.now();
  await postStatus(request, bob, { status: '@alice the notification drawer works live', visibility: 'public' });
  await expect(page.getByTestId('notification-alert-dot')).toBeVisible({ timeout: budget(8_000) });
  expect(Date.now() - started).toBeLessThan(8_000);
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
  await expect(page).toHaveTitle(/^\(1\) /);
  expect(notificationFetches.length).toBe(fetchesBefore);

  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('the notification drawer works live')).toBeVisible();
  await expect(drawer.getByLabel('1 unread notification')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('drawer-375.png') });

  await drawer.getByRole('button', { name: 'Close notifications' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(page.getByTestId('notification-alert-dot')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page).toHaveTitle(/^(?!\()/);
  // the server's read marker moved up to the mention
  await expect
    .poll(
      async () =>
        (await notificationsOf(request, alice)).find(
          (n) => n.type === 'mention' && n.status?.content?.includes('drawer works live'),
        )?.pleroma?.is_seen,
    )
    .toBe(true);
  const unread = await request.get('/api/v1/notifications/unread_count', { headers: auth(alice) });
  expect(((await unread.json()) as { count: number }).count).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('bell-375.png') });

  // a route change (following a link in the drawer) closes it and marks seen as well
  await postStatus(request, bob, { status: '@alice one more for the route change', visibility: 'public' });
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)', { timeout: budget(8_000) });
  await bell.click();
  await drawer
    .getByRole('listitem')
    .filter({ hasText: 'one more for the route change' })
    .getByRole('link', { name: 'Bob' })
    .first()
    .click();
  await expect(page).not.toHaveURL(/\/main\/friends$/);
  await expect(drawer).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(bell).toBeFocused();
});

test('mobile 375px: the drawer loads older notifications when scrolled to the bottom', async ({ page, request }) => {
  const alice = await apiToken(request, 'alice');
  await readEverything(request, alice);
  await signInAt(page, 'alice', 375);
  await page.goto('/main/friends');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const items = drawer.getByRole('list').first().locator(':scope > li');
  // everything seen: 30 show at first
  await expect(items).toHaveCount(30);
  const older = page.waitForRequest(
    (req) => new URL(req.url()).pathname === '/api/v1/notifications' && new URL(req.url()).searchParams.has('max_id'),
  );
  await drawer.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await older;
  await expect.poll(() => items.count()).toBeGreaterThan(30);
});

test('wide 1440px: third column with the notifications of signed-in users; none at 1024px or for visitors', async ({
  page,
  request,
}, testInfo) => {
  const alice = await apiToken(request, 'alice');
  const bob = await apiToken(request, 'bob');
  await readEverything(request, alice);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/main/public');
  await expect(page.getByRole('complementary', { name: 'Notifications column' })).toHaveCount(0);

  await signIn(page, 'alice');
  await page.goto('/main/friends');
  const column = page.getByRole('complementary', { name: 'Notifications column' });
  await expect(column).toBeVisible();
  await expect(column.getByRole('heading', { name: 'Notifications', level: 2 })).toBeVisible();
  await expect(column.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  await postStatus(request, bob, { status: '@alice hello from the third column test', visibility: 'public' });
  await expect(column.getByText('hello from the third column test')).toBeVisible({ timeout: budget(8_000) });
  await expect(column.getByLabel('1 unread notification')).toBeVisible();
  await expect(page).toHaveTitle(/^\(1\) /);
  const box = await column.boundingBox();
  expect(box && box.x).toBeGreaterThan(900);
  await page.screenshot({ path: testInfo.outputPath('column-1440.png') });

  // mark as read from the column: count and badge go, the title too
  await column.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(column.getByLabel('1 unread notification')).toHaveCount(0);
  await expect(page).toHaveTitle(/^(?!\()/);

  await page.setViewportSize({ width: 1024, height: 900 });
  await expect(page.getByRole('complementary', { name: 'Notifications column' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('no-column-1024.png') });
});

test('the filter hides a type from the list and the count; desktop notifications after the user turns them on', async ({
  page,
  request,
  context,
}) => {
  const alice = await apiToken(request, 'alice');
  const bob = await apiToken(request, 'bob');
  await readEverything(request, alice);
  // Record what the app asks of the browser's Notification API (headless Chromium shows nothing).
  await page.addInitScript(() => {
    const shown: Array<{ title: string; body?: string }> = [];
    (window as unknown as { __shown: typeof shown }).__shown = shown;
    class RecordingNotification {
      static permission = 'default';
      static async requestPermission() {
        RecordingNotification.permission = 'granted';
        return 'granted';
      }
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, ...(options?.body ? { body: options.body } : {}) });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordingNotification, configurable: true });
  });
  await context.grantPermissions(['notifications']);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'alice');
  await page.goto('/main/friends');
  const column = page.getByRole('complementary', { name: 'Notifications column' });
  await column.getByRole('button', { name: 'Filter' }).click();
  await column.getByRole('checkbox', { name: 'Mentions' }).uncheck();
  await column.getByRole('checkbox', { name: 'Desktop notifications' }).check();
  await expect(column.getByRole('checkbox', { name: 'Desktop notifications' })).toBeChecked();

  // a hidden type: no count, no desktop notification
  await postStatus(request, bob, { status: '@alice a mention the filter hides', visibility: 'public' });
  const mine = await postStatus(request, alice, { status: 'alice posts something to favourite', visibility: 'public' });
  await page.waitForTimeout(1500);
  await expect(column.getByText('a mention the filter hides')).toHaveCount(0);
  await expect(page).toHaveTitle(/^(?!\()/);

  // a visible type: listed, counted, and shown as a desktop notification
  await apiPost(request, bob, `/api/v1/statuses/${mine.id}/favourite`);
  await expect(column.getByRole('link', { name: 'alice posts something to favourite' })).toBeVisible({
    timeout: budget(8_000),
  });
  await expect(page).toHaveTitle(/^\(1\) /);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __shown: Array<{ title: string; body?: string }> }).__shown),
    )
    .toEqual([{ title: expect.stringMatching(/favorited your post$/), body: 'alice posts something to favourite' }]);
});

test('side drawer: the follow requests badge counts a locked account’s pending requests', async ({
  page,
  request,
}, testInfo) => {
  const carol = await apiToken(request, 'carol');
  const pending = await request.get('/api/v1/follow_requests', { params: { limit: '80' }, headers: auth(carol) });
  const before = ((await pending.json()) as unknown[]).length;
  // two more people ask to follow carol (locked)
  for (const follower of ['frank', 'grace']) {
    const token = await apiToken(request, follower);
    const lookup = await request.get('/api/v1/accounts/lookup', { params: { acct: 'carol' }, headers: auth(token) });
    const { id } = (await lookup.json()) as { id: string };
    await apiPost(request, token, `/api/v1/accounts/${id}/follow`);
  }

  await signInAt(page, 'carol', 375);
  await page.goto('/main/friends');
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const entry = drawer.getByRole('link', { name: /Follow requests/ });
  await expect(entry).toBeVisible();
  await expect(entry.getByLabel(`${before + 2} new`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('friend-requests-375.png') });

  // approving one on the follow requests page counts down
  await entry.click();
  await page.getByRole('button', { name: 'Approve' }).first().click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: /Follow requests/ })
      .getByLabel(`${before + 1} new`),
  ).toBeVisible();
});
