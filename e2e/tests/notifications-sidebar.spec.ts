import { expect, test, type APIRequestContext } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { apiPost } from './support/people';
import { apiToken, postStatus } from './support/timelines';
import { budget } from '../pace';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every notification of the user read, so the list starts with nothing unseen. */
async function readAll(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.get('/api/v1/notifications', { params: { limit: '1' }, headers: auth(token) });
  const [newest] = (await response.json()) as Array<{ id: string }>;
  if (newest) await apiPost(request, token, '/api/v1/pleroma/notifications/read', { max_id: newest.id });
}

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

test('desktop 1024px: the sidebar shows the notifications of a signed-in user, live; none for visitors', async ({
  page,
  request,
}, testInfo) => {
  const alice = await apiToken(request, 'alice');
  const bob = await apiToken(request, 'bob');
  await readAll(request, alice);
  await page.setViewportSize({ width: 1024, height: 900 });

  // a visitor: no notifications anywhere (no panel, no bell, no column)
  await page.goto('/main/public');
  const sidebar = page.locator('aside.sidebar');
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByTestId('sidebar-notifications')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);

  await signIn(page, 'alice');
  await page.goto('/main/friends');
  const panel = sidebar.getByTestId('sidebar-notifications');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Notifications' }).first()).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Notifications', level: 2 })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expect(page.getByRole('complementary', { name: 'Notifications column' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);

  // bob mentions alice: it arrives in the sidebar without a reload
  await postStatus(request, bob, { status: '@alice the sidebar panel shows this live', visibility: 'public' });
  await expect(panel.getByText('the sidebar panel shows this live')).toBeVisible({ timeout: budget(8_000) });
  await expect(panel.getByLabel('1 unread notification')).toBeVisible();
  const box = await panel.boundingBox();
  expect(box && box.x).toBeLessThan(300);
  await panel.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 90));
  await page.screenshot({ path: testInfo.outputPath('sidebar-1024.png') });

  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(panel.getByLabel('1 unread notification')).toHaveCount(0);

  // the notifications page shows the list itself: not twice
  await page.goto('/alice/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(sidebar.getByTestId('sidebar-notifications')).toHaveCount(0);

  // wide: the third column has them, the sidebar not; mobile: the bell
  await page.goto('/main/friends');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('complementary', { name: 'Notifications column' })).toBeVisible();
  await expect(sidebar.getByTestId('sidebar-notifications')).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);
});

test('a notification from a domain the user muted is collapsed in the panel until shown', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() =>
    localStorage.setItem('fedi:user-marks', JSON.stringify({ highlights: {}, mutedDomains: ['misskey.example'] })),
  );
  await page.setViewportSize({ width: 1024, height: 900 });
  await signIn(page, 'alice');
  await page.goto('/main/friends');
  const panel = page.getByTestId('sidebar-notifications');
  const collapsed = panel
    .getByRole('listitem')
    .filter({ hasText: 'Notification from @mika@misskey.example (muted server misskey.example)' });
  await expect(collapsed).toBeVisible();
  await expect(panel.getByRole('link', { name: /Mika/ })).toHaveCount(0);
  await collapsed.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: testInfo.outputPath('muted-domain-1024.png') });
  // the whole row fits the sidebar: the Show button is not cut off
  const row = await collapsed.boundingBox();
  const show = await collapsed.getByRole('button', { name: 'Show' }).boundingBox();
  expect(row && show && show.x + show.width).toBeLessThanOrEqual((row?.x ?? 0) + (row?.width ?? 0) + 1);
  await collapsed.getByRole('button', { name: 'Show' }).click();
  await expect(panel.getByRole('link', { name: /Mika/ }).first()).toBeVisible();
});
