import { expect, test, type Browser, type Locator, type Page, type WebSocketRoute } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { addFault, clearFaults, pngFile } from './support/composer';
import { accountId, apiPost } from './support/people';
import { apiToken } from './support/timelines';
import { budget } from '../pace';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
  await clearFaults(page);
});

interface Chat {
  id: string;
}

/** Marks every chat of a user read, so the badges start at zero. */
/**
 * Every chat, notification and announcement read: the tab title then counts only what the test sends (it
 * counts the others too, and they load after sign-in, which moved the count under the test).
 */
async function readAll(page: Page, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const response = await page.request.get('/api/v1/pleroma/chats', { headers });
  for (const chat of (await response.json()) as Chat[])
    await apiPost(page.request, token, `/api/v1/pleroma/chats/${chat.id}/read`, {});
  const notifications = await page.request.get('/api/v1/notifications', { params: { limit: '1' }, headers });
  const [newest] = (await notifications.json()) as Array<{ id: string }>;
  if (newest) await apiPost(page.request, token, '/api/v1/pleroma/notifications/read', { max_id: newest.id });
  const announcements = await page.request.get('/api/v1/announcements', { headers });
  for (const announcement of (await announcements.json()) as Array<{ id: string; read?: boolean }>)
    if (!announcement.read) await apiPost(page.request, token, `/api/v1/announcements/${announcement.id}/dismiss`, {});
}

async function openSecondUser(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, username);
  return page;
}

const chatsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Chats/ });
const messages = (page: Page): Locator => page.getByRole('log', { name: 'Messages' });
const messageField = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test('bob writes, alice’s badge rises live, reading clears it, her image reply reaches bob live', async ({
  page,
  browser,
}) => {
  test.setTimeout(budget(120_000));
  const aliceToken = await apiToken(page.request, 'alice');
  await readAll(page, aliceToken);
  const aliceId = await accountId(page.request, aliceToken, 'alice');
  const bobId = await accountId(page.request, aliceToken, 'bob');

  await signIn(page, 'alice');
  await expect(chatsLink(page)).toHaveAccessibleName('Chats');
  // The tab title counts chats with unread messages beside the notifications.
  const titleCount = async () => Number(/^\((\d+)\)/.exec(await page.title())?.[1] ?? 0);
  const before = 0;
  await expect.poll(titleCount).toBe(before);

  const bob = await openSecondUser(browser, 'bob');
  await bob.goto(`/users/bob/chats/${aliceId}`);
  await expect(messageField(bob)).toBeVisible();
  await messageField(bob).fill('Are you around, Alice?');
  await messageField(bob).press('Enter');
  await expect(messages(bob).getByText('Are you around, Alice?')).toBeVisible();

  // Live: the socket's pleroma:chat_update raises alice's badge without a reload.
  await expect(chatsLink(page)).toHaveAccessibleName('Chats 1 new');
  await expect.poll(titleCount).toBe(before + 1);

  await chatsLink(page).click();
  const row = page.getByRole('list', { name: 'Your chats' }).getByRole('link').filter({ hasText: 'Are you around' });
  await expect(row).toContainText('1');
  const read = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && request.url().endsWith('/read') && request.url().includes('/pleroma/chats/'),
  );
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/users/alice/chats/${bobId}$`));
  await expect(messages(page).getByText('Are you around, Alice?')).toBeVisible();
  await read;
  await expect(chatsLink(page)).toHaveAccessibleName('Chats');

  // Reply with an image: the upload's progress shows, then the message goes with it.
  await addFault(page, { method: 'POST', path: '/api/v1/media', delayMs: 1500, times: 1 });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach a file' }).click();
  await (await chooser).setFiles(pngFile('pic.png', 200_000));
  await expect(page.getByRole('progressbar', { name: 'Uploading pic.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove attachment' })).toBeVisible();
  await messageField(page).fill('Here, a picture');
  await messageField(page).press('Enter');
  const mine = messages(page).getByTestId('chat-message').filter({ hasText: 'Here, a picture' });
  await expect(mine).toHaveAttribute('data-state', 'sent');
  await expect(mine.locator('.chat-attachment img')).toBeVisible();

  // bob's open conversation gets it live, image included.
  const theirs = messages(bob).getByTestId('chat-message').filter({ hasText: 'Here, a picture' });
  await expect(theirs.locator('.chat-attachment img')).toBeVisible();
  await expect(theirs).toHaveCount(1);
  await bob.context().close();
});

test('a send answered 500 stays in place with Retry and goes through on Retry, once', async ({ page }) => {
  const token = await apiToken(page.request, 'alice');
  const bobId = await accountId(page.request, token, 'bob');
  const chat = (await apiPost(page.request, token, `/api/v1/pleroma/chats/by-account-id/${bobId}`)) as Chat;
  await signIn(page, 'alice');
  await page.goto(`/users/alice/chats/${bobId}`);
  await expect(messages(page).getByText('Bringing snacks')).toBeVisible();

  await addFault(page, { method: 'POST', path: `/api/v1/pleroma/chats/${chat.id}/messages`, status: 500, times: 1 });
  await messageField(page).fill('This one fails first');
  await messageField(page).press('Enter');
  const failed = messages(page).getByTestId('chat-message').filter({ hasText: 'This one fails first' });
  await expect(failed).toHaveAttribute('data-state', 'failed');
  await expect(failed.getByRole('alert')).toContainText('Something went wrong when sending the message.');
  await expect(messageField(page)).toHaveValue('');

  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toHaveAttribute('data-state', 'sent');
  await expect(messages(page).getByText('This one fails first')).toHaveCount(1);
  const stored = await page.request.get(`/api/v1/pleroma/chats/${chat.id}/messages`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const texts = ((await stored.json()) as Array<{ content: string }>).map((m) => m.content);
  expect(texts.filter((text) => text === 'This one fails first')).toHaveLength(1);

  // The empty-message rule: nothing is sent.
  await messageField(page).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Cannot post empty message' })).toBeVisible();
});

test('with the socket down messages still come by polling; when it is back nothing is doubled', async ({ page }) => {
  test.setTimeout(budget(150_000));
  let down = false;
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/api\/v1\/streaming/, (ws) => {
    if (down) {
      void ws.close({ code: 4000, reason: 'down' });
      return;
    }
    ws.connectToServer();
    sockets.push(ws);
  });
  const token = await apiToken(page.request, 'alice');
  const bobToken = await apiToken(page.request, 'bob');
  const aliceId = await accountId(page.request, bobToken, 'alice');
  const bobId = await accountId(page.request, token, 'bob');
  const bobChat = (await apiPost(page.request, bobToken, `/api/v1/pleroma/chats/by-account-id/${aliceId}`)) as Chat;
  const send = (content: string) =>
    apiPost(page.request, bobToken, `/api/v1/pleroma/chats/${bobChat.id}/messages`, { content });

  await signIn(page, 'alice');
  await page.goto(`/users/alice/chats/${bobId}`);
  await expect(messages(page).getByText('Bringing snacks')).toBeVisible();
  await send('Over the socket');
  await expect(messages(page).getByText('Over the socket')).toBeVisible();

  down = true;
  // A socket the app already left may be closed: dropping it is then a no-op.
  for (const ws of sockets.splice(0)) await ws.close({ code: 4000, reason: 'dropped' }).catch(() => undefined);
  await send('While the socket is down');
  // The 20 s poll brings it.
  await expect(messages(page).getByText('While the socket is down')).toBeVisible({ timeout: budget(40_000) });

  await send('Sent during the outage too');
  down = false;
  await expect(messages(page).getByText('Sent during the outage too')).toBeVisible({ timeout: budget(40_000) });
  await send('Live again');
  await expect(messages(page).getByText('Live again')).toBeVisible({ timeout: budget(15_000) });
  for (const text of ['Over the socket', 'While the socket is down', 'Sent during the outage too', 'Live again'])
    await expect(messages(page).getByText(text)).toHaveCount(1);
});

test('scrolling up loads older messages without moving what the reader sees', async ({ page }) => {
  const fill = await page.request.post('/__dev/chats/fill', { data: { from: 'alice', to: 'erin', count: 300 } });
  expect(fill.ok()).toBeTruthy();
  const token = await apiToken(page.request, 'alice');
  const erinId = await accountId(page.request, token, 'erin');
  await signIn(page, 'alice');
  await page.goto(`/users/alice/chats/${erinId}`);
  const log = messages(page);
  await expect(log.getByText('Message 300 of 300')).toBeVisible();
  // Let any first older page settle, then slow the next one down so the view can be measured before it lands.
  await expect(log).toHaveAttribute('aria-busy', 'false');
  await page.waitForTimeout(500);
  await addFault(page, { method: 'GET', path: '/api/v1/pleroma/chats/*', delayMs: 1200, times: 1 });
  const older = page.waitForResponse((r) => r.url().includes('/messages') && r.url().includes('max_id='));
  await log.evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect(log.getByRole('status').filter({ hasText: 'Loading older messages' })).toBeVisible();
  const anchor = await log.evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    const rows = [...el.querySelectorAll('[data-testid="chat-message"]')];
    const first = rows.find((row) => row.getBoundingClientRect().bottom > top) as HTMLElement;
    return { text: first.querySelector('.chat-text')?.textContent ?? '', y: first.getBoundingClientRect().top };
  });
  await older;
  await expect(log).toHaveAttribute('aria-busy', 'false');
  await page.waitForTimeout(300);
  const after = await log.evaluate((el, text) => {
    const row = [...el.querySelectorAll('[data-testid="chat-message"]')].find(
      (r) => r.querySelector('.chat-text')?.textContent === text,
    );
    return row ? row.getBoundingClientRect().top : null;
  }, anchor.text);
  expect(after).not.toBeNull();
  expect(Math.abs((after ?? 0) - anchor.y)).toBeLessThanOrEqual(4);
  // The older page is there, above.
  await log.evaluate((el) => el.scrollBy(0, -400));
  const lowest = await log.evaluate((el) =>
    Math.min(
      ...[...el.querySelectorAll('.chat-text')].map((n) =>
        Number(/Message (\d+)/.exec(n.textContent ?? '')?.[1] ?? 1e9),
      ),
    ),
  );
  expect(lowest).toBeLessThan(Number(/Message (\d+)/.exec(anchor.text)?.[1] ?? 0));
  // The DOM stays bounded: only rows near the view are mounted.
  expect(await log.locator('[data-testid="chat-message"]').count()).toBeLessThan(60);
});

test('a reload keeps the unsent text of a chat', async ({ page }) => {
  const token = await apiToken(page.request, 'alice');
  const bobId = await accountId(page.request, token, 'bob');
  await signIn(page, 'alice');
  await page.goto(`/users/alice/chats/${bobId}`);
  await messageField(page).fill('Half a thought,\nto finish later');
  await page.reload();
  await expect(messageField(page)).toHaveValue('Half a thought,\nto finish later');
});

test('screenshots of the list and a conversation at 375 and 1280 px', async ({ page }) => {
  const token = await apiToken(page.request, 'alice');
  const bobId = await accountId(page.request, token, 'bob');
  await signIn(page, 'alice');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 800 ? 760 : 860 });
    await page.goto('/users/alice/chats');
    await expect(page.getByRole('list', { name: 'Your chats' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`chat-list-${width}.png`) });
    await page.goto(`/users/alice/chats/${bobId}`);
    await expect(messages(page).getByText('Bringing snacks')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`chat-conversation-${width}.png`) });
  }
});
