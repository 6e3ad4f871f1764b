import { expect, test } from '@playwright/test';
import { resetInstance, signIn } from './support/app';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

for (const width of [1024, 1440]) {
  test(`desktop ${width}px: visitor and signed-in shells`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page).toHaveURL(/\/main\/all$/);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Public timeline' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home timeline' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log in to join the discussion' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`visitor-${width}.png`) });

    await signIn(page, 'alice');
    await page.goto('/');
    await expect(page).toHaveURL(/\/main\/friends$/);
    await expect(nav.getByRole('link', { name: 'Home timeline' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Who to follow' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Features' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Moderation' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`alice-${width}.png`) });
  });
}

test('mobile 375px: menu opens the side drawer with the visitor entries; Escape closes it', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/main/public');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Timelines' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('visitor-375-drawer.png') });
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await menu.click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
});

test('mobile 375px: an admin’s drawer has moderation, administration and logout; the post button opens the composer', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/main/friends');
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  for (const name of ['Moderation', 'Settings', 'Log out'])
    await expect(drawer.getByRole('button', { name })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Administration' })).toHaveAttribute('target', '_blank');
  await drawer.getByRole('button', { name: 'Moderation' }).click();
  await expect(page.getByRole('dialog', { name: 'Moderation' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Moderation' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'New post' }).click();
  await expect(page.getByRole('dialog', { name: 'New post' })).toBeVisible();
});

test('signed-in-only routes send visitors to the landing page', async ({ page }) => {
  for (const path of ['/main/friends', '/bookmarks', '/who-to-follow', '/users/alice/interactions']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/main\/all$/);
  }
});

test('logout asks first when the setting says so, and lands on the public timeline', async ({ page }) => {
  await signIn(page, 'alice');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Confirm before logging out' }).check();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Log out?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/main\/public$/);
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
});
