import type { Browser, Page } from '@playwright/test';
import { expect, signedIn, test } from './fixtures';
import { budget } from '../../pace';

const signedInWide = (browser: Browser, baseURL: string, user: string, password: string) =>
  signedIn(browser, baseURL, user, password, { width: 1024, height: 800 });

/** The unseen count the bell announces ("Notifications (3 unread)"), 0 without one. */
async function bellCount(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  return Number(/\((\d+) unread\)/.exec(name)?.[1] ?? 0);
}

test('snac has no streaming: a new notification reaches the bell by polling; closing the drawer saves the marker', async ({
  browser,
  snac,
}) => {
  test.setTimeout(budget(120_000));
  const bob = await signedInWide(browser, snac.appUrl, 'bob', snac.passwords.bob ?? '');
  const sockets: string[] = [];
  bob.on('websocket', (socket) => sockets.push(socket.url()));
  await bob.setViewportSize({ width: 375, height: 740 });
  const bell = bob.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  // start from nothing unseen
  if ((await bellCount(bob)) > 0) {
    await bell.click();
    await bob.getByRole('button', { name: 'Close notifications' }).click();
  }
  await expect(bob.getByTestId('notification-alert-dot')).toHaveCount(0);

  // alice follows bob (or unfollows and follows again): bob gets a follow notification
  const alice = await signedInWide(browser, snac.appUrl, 'alice', snac.passwords.alice ?? '');
  await alice.goto('/bob');
  const card = alice.getByRole('region', { name: /Profile of bob/ });
  const unfollow = card.getByRole('button', { name: /Unfollow|Cancel follow request/ });
  if (await unfollow.isVisible()) {
    await unfollow.click();
    await expect(card.getByRole('button', { name: /^Follow( back)?$/ })).toBeVisible({ timeout: budget(15_000) });
  }
  await card.getByRole('button', { name: /^Follow( back)?$/ }).click();
  await expect(card.getByRole('button', { name: /Unfollow|Cancel follow request/ })).toBeVisible({
    timeout: budget(15_000),
  });
  await alice.context().close();

  // within one 20 s poll (plus the request), the bell has its dot and the tab title its count
  await expect(bob.getByTestId('notification-alert-dot')).toBeVisible({ timeout: budget(30_000) });
  expect(await bellCount(bob)).toBeGreaterThanOrEqual(1);
  await expect(bob).toHaveTitle(/^\(\d+\) /);
  expect(sockets).toEqual([]);

  await bell.click();
  const drawer = bob.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.locator('[data-type="follow"]').first()).toBeVisible();
  const saved = bob.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/markers',
  );
  await drawer.getByRole('button', { name: 'Close notifications' }).click();
  await saved;
  await expect(bob.getByTestId('notification-alert-dot')).toHaveCount(0);

  // the marker lives on the server: after a reload nothing is unseen
  await bob.reload();
  await expect(bell).toBeVisible();
  await expect(bob.getByRole('dialog', { name: 'Notifications' })).toHaveCount(0);
  await bob.waitForLoadState('networkidle');
  await expect(bob.getByTestId('notification-alert-dot')).toHaveCount(0);
  await bob.context().close();
});
