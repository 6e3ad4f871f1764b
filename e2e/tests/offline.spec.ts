import { expect, test } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { clearFaults } from './support/composer';
import { apiPost } from './support/people';
import { apiToken } from './support/timelines';
import { budget } from '../pace';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
  await clearFaults(page);
});

const OFFLINE = 'You are offline. Updates are paused until the connection is back.';

test('offline: one notice, no calls meanwhile; back online the notice goes and what was missed arrives', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, 'alice');
  await page.goto('/main/all');
  await expect(page.locator('article[data-status-id]').first()).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  // Nothing keeps trying while offline (pollers paused, the socket waits for the connection).
  const calls: string[] = [];
  page.on('request', (call) => {
    if (new URL(call.url()).pathname.startsWith('/api/')) calls.push(call.url());
  });
  const bob = await apiToken(request, 'bob');
  await apiPost(request, bob, '/api/v1/statuses', { status: 'Posted while alice was offline', visibility: 'public' });
  await page.waitForTimeout(25_000);
  expect(calls).toEqual([]);
  await expect(page.getByText(OFFLINE)).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  // What is stale is fetched again: bob's post arrives (shown, or counted in "Show new").
  await expect(
    page.getByText('Posted while alice was offline').or(page.getByRole('button', { name: /Show new \(\d+\)/ })),
  ).toBeVisible({ timeout: budget(15_000) });
  await expect(page.getByRole('alert')).toHaveCount(0);
});
