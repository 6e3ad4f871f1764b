import { expect, test, type Route } from '@playwright/test';
import { resetInstance } from './support/app';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

for (const [kind, fail] of [
  ['server down', (route: Route) => route.abort('connectionrefused')],
  ['404', (route: Route) => route.fulfill({ status: 404, body: 'Not found' })],
] as const) {
  test(`timelines remote ${kind}: the region shows the error with Retry, the rest works, Retry recovers`, async ({
    page,
  }) => {
    await page.route('**/remotes/timelines/**', fail);
    await page.goto('/main/public');
    const region = page.getByRole('region', { name: 'public-timeline' });
    await expect(region.getByRole('alert')).toContainText('Loading chunk timelines/routes failed');
    const retry = region.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    // The rest of the app keeps working: navigation, the login screen, another remote's modal.
    await page.getByRole('link', { name: 'Log in', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();

    await page.goBack();
    await expect(region.getByRole('button', { name: 'Retry' })).toBeVisible();
    await retry.click();
    await expect(region.getByRole('alert')).toContainText('Loading chunk timelines/routes failed');

    await page.unroute('**/remotes/timelines/**');
    await retry.click();
    await expect(page.getByRole('heading', { name: 'Public timeline' })).toBeVisible();
    await expect(region.getByRole('alert')).toHaveCount(0);
  });
}
