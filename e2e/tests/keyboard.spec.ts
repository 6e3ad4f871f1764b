import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, findStatus } from './support/timelines';
import { budget } from '../pace';

/**
 * Keyboard only (no mouse: `keyboard.press` and `keyboard.type`, addresses typed as URLs): sign in,
 * move through a timeline with j/k, open a thread, reply, react, open and close the media viewer,
 * open settings, the shortcuts help. Screenshots of the focus ring on a timeline and in a dialog at
 * 375 and 1280 px go to the test's output folder.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__dev/reset')).ok()).toBeTruthy();
});

/** Presses Tab (or Shift+Tab, `back`) until the target has the focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 60, back = false) {
  const element = target.first();
  for (let step = 0; step < max; step += 1) {
    if (await element.evaluate((node) => node === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (process.env.KB_DEBUG) console.log(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120)));
  }
  await expect(element).toBeFocused();
}

const focusedStatus = (page: Page) => page.locator('article.status:focus');

test('sign in, read with j/k, open a thread, reply, react, media viewer, settings: keyboard only', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(budget(180_000));
  const token = await apiToken(request, 'alice');
  const photosId = await findStatus(request, token, 'Two new photos from the weekend hike');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Sign in.
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type('alice');
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type('password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(page.getByRole('feed', { name: 'Home timeline' }).getByRole('article').first()).toBeVisible();

  // Read the timeline: j/k move the focus from status to status.
  await page.keyboard.press('j');
  await expect(focusedStatus(page)).toHaveAttribute('aria-posinset', '1');
  await page.keyboard.press('j');
  await expect(focusedStatus(page)).toHaveAttribute('aria-posinset', '2');
  await page.keyboard.press('j');
  await expect(focusedStatus(page)).toHaveAttribute('aria-posinset', '3');
  await page.keyboard.press('k');
  await expect(focusedStatus(page)).toHaveAttribute('aria-posinset', '2');
  await page.screenshot({ path: testInfo.outputPath('focus-timeline-1280.png') });

  // Open its thread through its time link (the next time link after the focused status).
  const statusId = await focusedStatus(page).getAttribute('data-status-id');
  for (let step = 0; step < 15; step += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.classList.contains('status-time'))) break;
  }
  await expect(page.locator('.status-time:focus')).toHaveAttribute('href', `/notice/${statusId}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/notice/${statusId}$`));
  const opened = page.locator(`article.status-focused[data-status-id="${statusId}"]`);
  await expect(opened).toBeVisible();

  // Reply (r on the focused status), then send with Ctrl+Enter.
  await tabTo(page, opened.locator('.status-time'));
  await page.keyboard.press('r');
  const composer = page.getByRole('dialog', { name: 'Reply' });
  await expect(composer).toBeVisible();
  await expect(composer.getByRole('textbox').last()).toBeFocused();
  await page.keyboard.type(' a keyboard-only reply');
  await page.keyboard.press('Control+Enter');
  await expect(composer).toHaveCount(0);
  // Posted as a reply to the status.
  const replyId = await findStatus(request, token, 'a keyboard-only reply');
  const reply = await request.get(`/api/v1/statuses/${replyId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await reply.json()) as { in_reply_to_id: string }).in_reply_to_id).toBe(statusId);

  // React: the react button, the picker's search, then the emoji.
  const react = opened.getByRole('button', { name: 'Add reaction' });
  await tabTo(page, react);
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Pick a reaction' });
  await expect(picker).toBeVisible();
  await tabTo(page, picker.getByRole('searchbox', { name: 'Search emoji' }), 10);
  await page.keyboard.type('tada');
  await tabTo(page, picker.getByRole('button', { name: 'tada' }), 10);
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(opened.getByRole('button', { name: /^🎉: \d+ reaction/, pressed: true })).toHaveCount(1);
  // And favourite it with f (the focus is back on the react button, inside the status).
  await expect(react).toBeFocused();
  await page.keyboard.press('f');
  await expect(opened.locator('[data-action="favourite"]')).toHaveAttribute('aria-pressed', 'true');

  // g h goes home; / opens search with its field focused; ? lists the shortcuts.
  await page.keyboard.press('g');
  await page.keyboard.press('h');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.keyboard.press('/');
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.locator('main input[type="search"]')).toBeFocused();
  // Out of the field (shortcuts never fire in one), then ?.
  await page.keyboard.press('Tab');
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('row')).toHaveCount(11);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await page.keyboard.press('n');
  const newPost = page.getByRole('dialog', { name: 'New post' });
  await expect(newPost).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(newPost).toHaveCount(0);

  // The media viewer: open from the image, next with an arrow, Escape closes and gives the focus back.
  await page.goto(`/notice/${photosId}`);
  const image = page.locator(`article.status[data-status-id="${photosId}"] .attachment-image`).first();
  await tabTo(page, image, 150);
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Media viewer' });
  await expect(viewer).toContainText('1 of 2');
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toContainText('2 of 2');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(image).toBeFocused();

  // Settings: from the nav's button; a focus ring inside the dialog.
  await tabTo(page, page.getByRole('button', { name: 'Settings', exact: true }), 80, true);
  await page.keyboard.press('Enter');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings.getByRole('tab', { name: 'General' })).toBeVisible();
  await tabTo(page, settings.getByRole('tab', { name: 'General' }), 10);
  // The tab list's arrow keys (its orientation decides which), then Enter.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(settings.getByRole('tab', { name: 'Profile' })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('focus-dialog-1280.png') });
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
});

test('375px: j moves the focus on the timeline; a dialog opened by keyboard shows its focus ring', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/main/public');
  await expect(page.getByRole('feed', { name: 'Public timeline' }).getByRole('article').first()).toBeVisible();
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(focusedStatus(page)).toHaveAttribute('aria-posinset', '2');
  await page.screenshot({ path: testInfo.outputPath('focus-timeline-375.png') });

  await tabTo(page, page.getByRole('button', { name: 'Menu' }), 80, true);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Tab');
  await page.screenshot({ path: testInfo.outputPath('focus-dialog-375.png') });
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
});
