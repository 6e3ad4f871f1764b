import { expect, test, type Page } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { clearFaults, openComposer, statusCard, submitAndCapture } from './support/composer';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
  await clearFaults(page);
});

/** Escape on a composer with text asks; "Keep draft and close" keeps it. */
async function keepAndClose(page: Page) {
  await page.keyboard.press('Escape');
  await page
    .getByRole('alertdialog', { name: 'Close the composer?' })
    .getByRole('button', { name: 'Keep draft and close' })
    .click();
}

test('the drafts list reopens a kept reply with its context, and deletes a draft', async ({ page }) => {
  await signIn(page, 'alice');
  let composer = await openComposer(page);
  await composer.getByLabel('Post text').fill('Something to answer later');
  const original = await submitAndCapture(page, composer);
  await page.goto(`/notice/${String(original.id)}`);
  const card = page.locator(`article.status[data-status-id="${String(original.id)}"]`);
  await card.getByRole('button', { name: /^Reply(, |$)/ }).click();
  const reply = page.getByRole('dialog', { name: 'Reply' });
  await reply.getByLabel('Post text').fill('My answer, half done');
  await keepAndClose(page);
  await expect(reply).toBeHidden();

  composer = await openComposer(page);
  await composer.getByLabel('Post text').fill('A new post for later');
  await keepAndClose(page);
  await expect(composer).toBeHidden();

  composer = await openComposer(page);
  await expect(composer.getByLabel('Post text')).toHaveValue('A new post for later');
  await composer.getByRole('button', { name: 'Drafts' }).click();
  const list = composer.getByRole('region', { name: 'Drafts' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'My answer, half done' })).toContainText('Reply');
  await page.screenshot({ path: test.info().outputPath('drafts-list.png') });
  await items.filter({ hasText: 'A new post for later' }).getByRole('button', { name: 'Delete' }).click();
  await expect(items).toHaveCount(1);
  await items.getByRole('button', { name: 'Open' }).click();
  await expect(composer.getByRole('complementary', { name: 'Post you are replying to' })).toContainText(
    'Something to answer later',
  );
  await expect(composer.getByLabel('Post text')).toHaveValue('My answer, half done');
  const sent = await submitAndCapture(page, composer);
  expect(sent.in_reply_to_id).toBe(original.id);
});

test('a post edited in the composer shows both versions in its edit history', async ({ page }) => {
  await signIn(page, 'alice');
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill('First words');
  const posted = await submitAndCapture(page, composer);
  await page.goto('/main/friends');
  const card = statusCard(page, 'First words');
  await card.getByRole('button', { name: 'More actions' }).click();
  await card.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Edit post' });
  // The composer has no history of its own: the status's edit history dialog is the one place.
  await expect(editor.getByRole('button', { name: 'History' })).toHaveCount(0);
  await editor.getByLabel('Post text').fill('Second words');
  await submitAndCapture(page, editor, 'Save');
  await expect(editor).toBeHidden();

  await page.goto(`/notice/${String(posted.id)}`);
  const again = page.locator(`article.status[data-status-id="${String(posted.id)}"]`);
  await again.getByRole('button', { name: '(edited) — show edit history' }).click();
  const history = page.getByRole('dialog', { name: 'Edit history' });
  const versions = history.getByTestId('status-version');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('Second words');
  await expect(versions.nth(0)).toContainText('Current version');
  await expect(versions.nth(1)).toContainText('First words');
});
