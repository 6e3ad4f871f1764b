import { expect, test, type Page } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { apiToken, postStatus } from './support/timelines';
import { budget } from '../pace';

interface SocketRecord {
  url: URL;
  sent: string[];
  received: Array<{ stream?: string[]; event?: string; payload?: string }>;
  closed: boolean;
}

/** Every streaming socket the page opens, with the frames it sends and gets. */
function recordStreamingSockets(page: Page): SocketRecord[] {
  const sockets: SocketRecord[] = [];
  page.on('websocket', (socket) => {
    const url = new URL(socket.url());
    if (url.pathname !== '/api/v1/streaming') return;
    const record: SocketRecord = { url, sent: [], received: [], closed: false };
    sockets.push(record);
    socket.on('framesent', (frame) => record.sent.push(String(frame.payload)));
    socket.on('framereceived', (frame) => {
      const text = String(frame.payload);
      if (text.startsWith('{')) record.received.push(JSON.parse(text) as SocketRecord['received'][number]);
    });
    socket.on('close', () => (record.closed = true));
  });
  return sockets;
}

/** The stream is on this socket: in its URL, or added with a subscribe message. */
const carries = (socket: SocketRecord, stream: string) =>
  socket.url.searchParams.get('stream') === stream ||
  socket.sent.includes(JSON.stringify({ type: 'subscribe', stream }));

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

test('signed in on /main/friends: one socket carries both the home timeline and the notifications; sign-out closes it', async ({
  page,
  request,
}, testInfo) => {
  const alice = await apiToken(request, 'alice');
  const sockets = recordStreamingSockets(page);
  await page.setViewportSize({ width: 1024, height: 900 });
  await signIn(page, 'bob');
  // from here on: the sockets of the page loaded at /main/friends (the browser does not always report
  // the close of the login page's socket when the document goes away); that page's socket first
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  const before = sockets.length;
  await page.goto('/main/friends');
  await expect(page.locator('article.status').first()).toBeVisible();
  const open = () => sockets.slice(before).filter((socket) => !socket.closed);

  await expect
    .poll(() => open().length === 1 && carries(open()[0]!, 'user') && carries(open()[0]!, 'user:notification'), {
      timeout: budget(15_000),
    })
    .toBe(true);
  const [shared] = open();

  // bob follows alice: her post reaches his home timeline, and its mention his notifications
  await postStatus(request, alice, { status: '@bob one socket carries this', visibility: 'public' });
  const tagged = (stream: string, event: string) =>
    shared!.received.some(
      (m) => m.stream?.[0] === stream && m.event === event && String(m.payload).includes('one socket carries this'),
    );
  await expect
    .poll(() => tagged('user', 'update') && tagged('user:notification', 'notification'), { timeout: budget(10_000) })
    .toBe(true);
  const home = page.locator('main');
  await expect(
    home
      .getByRole('button', { name: /Show new \(1\)/ })
      .or(home.locator('article.status', { hasText: 'one socket carries this' })),
  ).toBeVisible({ timeout: budget(10_000) });
  await expect(page.getByTestId('sidebar-notifications').getByText('one socket carries this')).toBeVisible({
    timeout: budget(10_000),
  });
  await page.screenshot({ path: testInfo.outputPath('one-socket-friends.png') });

  // still one socket opened for the whole visit
  expect(sockets.slice(before)).toHaveLength(1);

  await page.getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('dialog').getByRole('button', { name: /log out/i });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect.poll(() => shared!.closed).toBe(true);
});
