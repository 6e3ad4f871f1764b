import { expect, test, type Locator, type Page } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { clearFaults, openComposer, pngFile, statusCard, submitAndCapture } from './support/composer';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
  await clearFaults(page);
});

/** Posts through the composer and returns the created status. */
async function post(page: Page, text: string, options: { scope?: RegExp; image?: boolean } = {}) {
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill(text);
  if (options.scope) await composer.getByRole('radio', { name: options.scope }).click();
  if (options.image) {
    await composer.getByLabel('Add media').setInputFiles(pngFile('r.png'));
    await expect(composer.getByTestId('composer-attachment')).toHaveCount(1);
  }
  const status = await submitAndCapture(page, composer);
  await expect(composer).toBeHidden();
  return status;
}

/** The timelines remote's per-status menu, clicked as a person would. */
async function openMenuItem(card: Locator, name: string) {
  await card.getByRole('button', { name: 'More actions' }).click();
  const item = card.getByRole('menuitem', { name, exact: true });
  await expect(item).toBeVisible();
  await item.click();
}

async function cardOnHome(page: Page, text: string) {
  await page.goto('/main/friends');
  const card = statusCard(page, text);
  await expect(card).toBeVisible();
  return card;
}

test('a reply to a followers-only post offers nothing wider and keeps its scope', async ({ page }) => {
  await signIn(page, 'alice');
  const original = await post(page, 'Only for my followers', { scope: /Followers/ });
  expect(original.visibility).toBe('private');
  const card = await cardOnHome(page, 'Only for my followers');
  await card.getByRole('button', { name: /^Reply(, |$)/ }).click();
  const composer = page.getByRole('dialog', { name: 'Reply' });
  await expect(composer.getByRole('complementary', { name: 'Post you are replying to' })).toContainText(
    'Only for my followers',
  );
  await expect(composer.getByRole('radio')).toHaveCount(2);
  await expect(composer.getByRole('radio', { name: /Direct/ })).toBeVisible();
  await expect(composer.getByRole('radio', { name: /Followers/ })).toHaveAttribute('aria-checked', 'true');
  await expect(composer.getByText('Your account is not locked')).toBeVisible();
  await composer.getByLabel('Post text').fill('A reply in the same circle');
  const reply = await submitAndCapture(page, composer);
  expect(reply.in_reply_to_id).toBe(original.id);
  expect(reply.visibility).toBe('private');
});

test('quotes a public post', async ({ page }) => {
  await signIn(page, 'bob');
  const quoted = await post(page, 'Bob says something quotable');
  await page.getByRole('button', { name: 'Log out' }).click();
  await signIn(page, 'alice');
  await page.goto('/main/public');
  const card = statusCard(page, 'Bob says something quotable');
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Quote', exact: true }).click();
  const composer = page.getByRole('dialog', { name: 'Quote' });
  await expect(composer.getByRole('complementary', { name: 'Post you are quoting' })).toContainText(
    'Bob says something quotable',
  );
  await composer.getByLabel('Post text').fill('Quoting Bob here');
  const status = await submitAndCapture(page, composer);
  expect(JSON.stringify(status)).toContain(String(quoted.id));
});

test('edits an own post: scope and poll are not offered, the text is saved with PUT', async ({ page }) => {
  await signIn(page, 'alice');
  const original = await post(page, 'Words before the edit');
  const card = await cardOnHome(page, 'Words before the edit');
  await openMenuItem(card, 'Edit');
  const composer = page.getByRole('dialog', { name: 'Edit post' });
  const text = composer.getByLabel('Post text');
  await expect(text).toHaveValue('Words before the edit');
  await expect(composer.getByRole('radio', { name: /Public/ })).toBeDisabled();
  await expect(composer.getByRole('button', { name: 'Add poll' })).toHaveCount(0);
  await text.fill('Words after the edit');
  const edited = await submitAndCapture(page, composer, 'Save');
  expect(edited.id).toBe(original.id);
  expect(String(edited.content)).toContain('Words after the edit');
  await expect(composer).toBeHidden();
});

test('delete & redraft brings back text and media; the original is gone', async ({ page }) => {
  await signIn(page, 'alice');
  const original = await post(page, 'Draft me again please', { image: true });
  const card = await cardOnHome(page, 'Draft me again please');
  await openMenuItem(card, 'Delete & redraft');
  const composer = page.getByRole('dialog', { name: 'Delete & redraft' });
  await expect(composer.getByLabel('Post text')).toHaveValue('Draft me again please');
  await expect(composer.getByTestId('composer-attachment')).toHaveCount(1);
  expect((await page.request.get(`/api/v1/statuses/${String(original.id)}`)).status()).toBe(404);
  // The redraft survives a reload before it is posted.
  await page.reload();
  await page.getByRole('button', { name: 'New post' }).click();
  const drafts = page.getByRole('dialog', { name: 'New post' });
  await drafts.getByRole('button', { name: 'Drafts' }).click();
  const list = drafts.getByRole('region', { name: 'Drafts' });
  await expect(list).toContainText('Draft me again please');
  await list
    .getByRole('listitem')
    .filter({ hasText: 'Draft me again please' })
    .getByRole('button', { name: 'Open' })
    .click();
  await expect(drafts.getByLabel('Post text')).toHaveValue('Draft me again please');
  const status = await submitAndCapture(page, drafts);
  expect(status.id).not.toBe(original.id);
  expect((status.media_attachments as unknown[]).length).toBe(1);
});
