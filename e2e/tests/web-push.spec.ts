import { expect, test, type Request } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { budget } from '../pace';

const isPushCall = (method: string) => (request: Request) =>
  request.method() === method && new URL(request.url()).pathname === '/api/v1/push/subscription';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

test('the app host serves the service worker at the site root, uncached, as JavaScript', async ({ request }) => {
  const response = await request.get('/service-worker.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const source = await response.text();
  expect(source).toMatch(/addEventListener\(["']push["']/);
  expect(source).toMatch(/addEventListener\(["']notificationclick["']/);
  // it also answers fetches: the offline start (pwa.spec.ts)
  expect(source).toMatch(/addEventListener\(["']fetch["']/);
});

test('without desktop notifications the worker is there (offline start) but nothing subscribes to push', async ({
  page,
}) => {
  const posted: Request[] = [];
  page.on('request', (request) => {
    if (isPushCall('POST')(request)) posted.push(request);
  });
  await page.setViewportSize({ width: 1024, height: 800 });
  await signIn(page, 'alice');
  await page.goto('/main/friends');
  await expect(page.getByTestId('sidebar-notifications')).toBeVisible();
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
  await page.waitForTimeout(1000);
  expect(posted).toEqual([]);
});

test('desktop notifications on: the worker registers at the root, push subscription is tried (only logged on failure), a push shows a notification, logout deletes the subscription', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['notifications']);
  // the user turned desktop notifications on earlier in this browser
  await page.addInitScript(() => localStorage.setItem('fedi:notifications:desktop', 'on'));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const posted: Request[] = [];
  page.on('request', (request) => {
    if (isPushCall('POST')(request)) posted.push(request);
  });

  await page.setViewportSize({ width: 1024, height: 800 });
  await signIn(page, 'alice');
  await page.goto('/main/friends');

  // the worker at the site root, active
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return registration?.active
          ? { script: new URL(registration.active.scriptURL).pathname, scope: new URL(registration.scope).pathname }
          : null;
      }),
    )
    .toEqual({ script: '/service-worker.js', scope: '/' });

  // Either the browser has a push service (then the subscription reaches the server) or it refuses
  // (headless Chromium has none): then the failure is only logged.
  await expect
    .poll(
      () =>
        posted.length > 0 ||
        warnings.some((text) => text.startsWith('Web push: the browser refused the push subscription')),
      { timeout: budget(15_000) },
    )
    .toBe(true);
  testInfo.annotations.push({
    type: 'push subscription',
    description: posted.length > 0 ? 'subscribed' : (warnings.find((text) => text.startsWith('Web push:')) ?? ''),
  });
  if (posted.length > 0) {
    const body = posted[0]!.postDataJSON() as {
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
      data: { alerts: Record<string, boolean> };
    };
    expect(body.data.alerts).toEqual({ follow: true, favourite: true, mention: true, reblog: true, move: true });
    expect(body.subscription.endpoint).toMatch(/^https:\/\//);
    expect(body.subscription.keys.p256dh.length).toBeGreaterThan(40);
  }
  // nothing of it shows to the user
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('.notice')).toHaveCount(0);
  expect(
    warnings.filter(
      (text) => text.startsWith('Web push:') && !text.startsWith('Web push: the browser refused the push subscription'),
    ),
  ).toEqual([]);

  // with the worker in control of the page, the app and its remotes still load
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(
    /\/service-worker\.js$/,
  );
  await expect(page.locator('article.status').first()).toBeVisible();
  await expect(page.getByTestId('sidebar-notifications').getByRole('heading', { name: 'Notifications' })).toBeVisible();

  // a push message from the server: the worker shows it as a system notification
  const cdp = await context.newCDPSession(page);
  const registrationIds: string[] = [];
  cdp.on(
    'ServiceWorker.workerRegistrationUpdated',
    ({ registrations }: { registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> }) => {
      for (const entry of registrations)
        if (!entry.isDeleted && new URL(entry.scopeURL).pathname === '/') registrationIds.push(entry.registrationId);
    },
  );
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrationIds.length).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registrationIds[0]!,
    data: JSON.stringify({
      title: 'Bob mentioned you',
      body: '@alice a pushed hello',
      icon: `${origin}/media/avatar-bob.png`,
      notification_id: 42,
      notification_type: 'mention',
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          tag: shown.tag,
        })),
      ),
    )
    .toEqual([{ title: 'Bob mentioned you', body: '@alice a pushed hello', tag: 'notification-42' }]);

  // turning desktop notifications off drops the subscription; on again tries anew
  const panel = page.getByTestId('sidebar-notifications');
  await panel.getByRole('button', { name: 'Filter' }).click();
  const desktop = panel.getByRole('checkbox', { name: 'Desktop notifications' });
  await expect(desktop).toBeChecked();
  const turnedOff = page.waitForRequest(isPushCall('DELETE'));
  await desktop.uncheck();
  expect((await (await turnedOff).response())?.status()).toBe(200);
  const refusedBefore = warnings.length;
  await desktop.check();
  await expect(desktop).toBeChecked();
  await expect
    .poll(
      () =>
        posted.length > 0 ||
        warnings.slice(refusedBefore).some((text) => text.startsWith('Web push: the browser refused')),
    )
    .toBe(true);

  // logout: the subscription is deleted on the server while the token still works
  const deleted = page.waitForRequest(isPushCall('DELETE'));
  await page.getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog');
  if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: 'Log out' }).click();
  const request = await deleted;
  expect((await request.response())?.status()).toBe(200);
  expect(request.headers().authorization).toMatch(/^Bearer /);
  await expect(page).toHaveURL(/\/main\/public$/);
});
