import { expect, test, type Locator, type Page } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { clearFaults, openComposer } from './support/composer';
import { accountId } from './support/people';
import { apiToken } from './support/timelines';

// Journeys through the composer as a person makes them, at the phone and the desktop width (issue 28).
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
  await clearFaults(page);
});

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Whether a click at the element's centre lands on it (nothing over it, inside the viewport and its dialog). */
async function clickableAtCentre(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const dialog = element.closest('dialog')?.getBoundingClientRect();
    const inside = (outer: { left: number; right: number; top: number; bottom: number }) =>
      box.left >= outer.left - 0.5 &&
      box.right <= outer.right + 0.5 &&
      box.top >= outer.top - 0.5 &&
      box.bottom <= outer.bottom + 0.5;
    const viewport = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    const hit = document.elementFromPoint(x, y);
    return inside(viewport) && (!dialog || inside(dialog)) && !!hit && element.contains(hit);
  });
}

/** Home at the top, its first status rendered. */
async function homeAtTop(page: Page): Promise<void> {
  await page.goto('/main/friends');
  await expect(page.locator('article.status').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => scrollY(page)).toBe(0);
}

/** Signs in (the desktop form's check), then takes the width under test. */
async function signInAt(page: Page, size: { width: number; height: number }, user = 'alice'): Promise<void> {
  await signIn(page, user);
  await page.setViewportSize(size);
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width}`, () => {
    test('every visibility of the composer fits its dialog and is clickable at its centre (#6)', async ({ page }) => {
      await signInAt(page, size);
      const composer = await openComposer(page);
      const scopes = composer.getByRole('radiogroup', { name: 'Visibility' });
      const radios = scopes.getByRole('radio');
      await expect(radios).toHaveCount(5);
      for (const radio of await radios.all()) {
        await radio.click({ trial: true });
        expect(await clickableAtCentre(radio), await radio.innerText()).toBe(true);
        await radio.click();
        await expect(radio).toBeChecked();
      }
      // No sideways scrolling inside the dialog either.
      const overflow = await composer.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
    });

    test('New post keeps the page where it was; the own post is seen at the top after posting (#9)', async ({
      page,
    }) => {
      await signInAt(page, size);
      await homeAtTop(page);
      // Open, type, post: still at the top, the new post the first one seen.
      let composer = await openComposer(page);
      expect(await scrollY(page)).toBe(0);
      await composer.getByLabel('Post text').fill('Journey post at the top');
      expect(await scrollY(page)).toBe(0);
      await composer.getByRole('button', { name: 'Post', exact: true }).click();
      await expect(composer).toBeHidden();
      const own = page.locator('article.status').filter({ hasText: 'Journey post at the top' }).first();
      await expect(own).toBeInViewport();
      expect(await scrollY(page)).toBe(0);

      // Open again, type, close and keep the draft: nothing moved.
      composer = await openComposer(page);
      expect(await scrollY(page)).toBe(0);
      await composer.getByLabel('Post text').fill('A draft kept for later');
      await composer.getByRole('button', { name: 'Close' }).first().click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Keep draft and close' }).click();
      await expect(composer).toBeHidden();
      expect(await scrollY(page)).toBe(0);
      await expect(own).toBeInViewport();

      // From further down the page, the offset is kept through open and close too.
      await page.mouse.wheel(0, 1200);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
      const offset = await scrollY(page);
      // The keyboard's "n" (at 1280 the sidebar's New post button has scrolled away with the page).
      await page.keyboard.press('n');
      await expect(composer).toBeVisible();
      await expect(composer.getByLabel('Post text')).toHaveValue('A draft kept for later');
      expect(await scrollY(page)).toBe(offset);
      await composer.getByRole('button', { name: 'Close' }).first().click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Keep draft and close' }).click();
      await expect(composer).toBeHidden();
      expect(await scrollY(page)).toBe(offset);
    });

    test('the poll’s "Multiple choices" box sits beside its label (#19)', async ({ page }) => {
      await signInAt(page, size);
      const composer = await openComposer(page);
      await composer.getByRole('button', { name: 'Add poll' }).click();
      const box = composer.getByRole('checkbox', { name: 'Multiple choices' });
      const label = box.locator('xpath=..');
      const boxRect = (await box.boundingBox())!;
      const textRect = await label.evaluate((element) => {
        const range = document.createRange();
        const text = [...element.childNodes].find(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        range.selectNodeContents(text!);
        const rect = range.getBoundingClientRect();
        return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
      });
      // Same line: the box's middle within the text's line box, and the box before the text.
      const middle = boxRect.y + boxRect.height / 2;
      expect(middle).toBeGreaterThan(textRect.y);
      expect(middle).toBeLessThan(textRect.y + textRect.height);
      expect(boxRect.x + boxRect.width).toBeLessThanOrEqual(textRect.x + 1);
    });
  });
}

test('at 390 the floating post button does not cover the chat’s message box (#19)', async ({ page }) => {
  const token = await apiToken(page.request, 'alice');
  const bobId = await accountId(page.request, token, 'bob');
  await signInAt(page, { width: 390, height: 844 });
  // Elsewhere the button is there.
  await expect(page.getByRole('button', { name: 'New post' })).toBeVisible();
  await page.goto(`/users/alice/chats/${bobId}`);
  const field = page.getByRole('textbox', { name: 'Message' });
  await expect(field).toBeVisible();
  const composer = page.locator('.chat-composer, form').filter({ has: field }).first();
  const area = (await composer.boundingBox())!;
  const button = page.locator('.floating-post-button');
  if (await button.isVisible()) {
    const rect = (await button.boundingBox())!;
    const overlaps =
      rect.x < area.x + area.width &&
      rect.x + rect.width > area.x &&
      rect.y < area.y + area.height &&
      rect.y + rect.height > area.y;
    expect(overlaps).toBe(false);
  }
  // The message box and the send button are clickable at their centres.
  expect(await clickableAtCentre(field)).toBe(true);
  expect(await clickableAtCentre(page.getByRole('button', { name: 'Send' }))).toBe(true);
  // Back on a timeline the post button is there again.
  await page.goto('/main/friends');
  await expect(page.getByRole('button', { name: 'New post' })).toBeVisible();
});
