import { expect, test, type Locator, type Page } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { clearFaults, openComposer, pngFile, statusesOf, submitAndCapture } from './support/composer';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
  await clearFaults(page);
});

/** Stores client preferences the way the settings modal does (the shared store's key), then reloads. */
async function prefer(page: Page, preferences: Record<string, unknown>) {
  await page.evaluate((patch) => localStorage.setItem('fedi:preferences', JSON.stringify(patch)), preferences);
  await page.reload();
}

/** A DataTransfer in the page holding one small PNG, as a drag from the desktop or a copied image carries. */
async function pngTransfer(page: Page, name: string) {
  const { buffer } = pngFile(name);
  return page.evaluateHandle(
    ([fileName, base64]) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], fileName, { type: 'image/png' }));
      return transfer;
    },
    [name, buffer.toString('base64')] as const,
  );
}

/** Opens the reply composer from the post's own page (its text is behind its content warning). */
async function replyTo(page: Page, id: string): Promise<Locator> {
  await page.goto(`/notice/${id}`);
  const card = page.locator(`article.status[data-status-id="${id}"]`);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Reply(, |$)/ }).click();
  const composer = page.getByRole('dialog', { name: 'Reply' });
  await expect(composer).toBeVisible();
  return composer;
}

async function postWithSubject(page: Page, text: string, subject: string) {
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill(text);
  await composer.getByRole('checkbox', { name: 'Content warning' }).check();
  await composer.getByRole('textbox', { name: 'Content warning' }).fill(subject);
  const status = await submitAndCapture(page, composer);
  await expect(composer).toBeHidden();
  return String(status.id);
}

test('a reply takes the subject as the subject behaviour says: email (re:) by default, masto as it is', async ({
  page,
}) => {
  await signIn(page, 'alice');
  const original = await postWithSubject(page, 'The finale was something', 'finale spoilers');

  let composer = await replyTo(page, original);
  const subject = composer.getByRole('textbox', { name: 'Content warning' });
  await expect(subject).toHaveValue('re: finale spoilers');
  await composer.getByLabel('Post text').fill('Agreed');
  const reply = await submitAndCapture(page, composer);
  expect(reply.spoiler_text).toBe('re: finale spoilers');

  await prefer(page, { subjectLineBehavior: 'masto' });
  composer = await replyTo(page, original);
  await expect(composer.getByRole('textbox', { name: 'Content warning' })).toHaveValue('finale spoilers');
  await page.screenshot({ path: test.info().outputPath('reply-subject-masto.png') });

  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog', { name: 'Close the composer?' }).getByRole('button', { name: 'Discard' }).click();
  // noop copies nothing: the field is there (the dev instance shows it from the start) and empty.
  await prefer(page, { subjectLineBehavior: 'noop' });
  composer = await replyTo(page, original);
  await expect(composer.getByRole('complementary', { name: 'Post you are replying to' })).toContainText(
    'finale spoilers',
  );
  await expect(composer.getByRole('textbox', { name: 'Content warning' })).toHaveValue('');
});

test('alwaysShowSubjectInput: the subject field shows from the start as the instance says, hidden with the setting off until asked or needed', async ({
  page,
}) => {
  await signIn(page, 'alice');
  const original = await postWithSubject(page, 'A show worth a subject', 'show spoilers');
  let composer = await openComposer(page);
  await expect(composer.getByRole('checkbox', { name: 'Content warning' })).toBeChecked();
  await expect(composer.getByRole('textbox', { name: 'Content warning' })).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(composer).toBeHidden();

  await prefer(page, { alwaysShowSubjectInput: false });
  composer = await openComposer(page);
  await expect(composer.getByRole('checkbox', { name: 'Content warning' })).not.toBeChecked();
  await expect(composer.getByRole('textbox', { name: 'Content warning' })).toHaveCount(0);
  await composer.getByRole('checkbox', { name: 'Content warning' }).check();
  await expect(composer.getByRole('textbox', { name: 'Content warning' })).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(composer).toBeHidden();

  // A reply that takes over a subject opens the field by itself.
  composer = await replyTo(page, original);
  await expect(composer.getByRole('textbox', { name: 'Content warning' })).toHaveValue('re: show spoilers');
});

test('files dropped onto the composer upload, with a hint while dragging', async ({ page }) => {
  await signIn(page, 'alice');
  const composer = await openComposer(page);
  const form = composer.locator('form.composer');
  await composer.getByLabel('Post text').fill('Dropped in');
  const transfer = await pngTransfer(page, 'dropped.png');
  await form.dispatchEvent('dragenter', { dataTransfer: transfer });
  await form.dispatchEvent('dragover', { dataTransfer: transfer });
  await expect(composer.getByText('Drop the files here to attach them')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('drop-hint.png') });
  await form.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(composer.getByText('Drop the files here to attach them')).toBeHidden();
  await expect(composer.getByTestId('composer-attachment')).toHaveCount(1);
  await composer.getByRole('textbox', { name: 'Description of attachment 1' }).fill('a dropped picture');
  const status = await submitAndCapture(page, composer);
  const media = status.media_attachments as Array<{ description: string }>;
  expect(media).toHaveLength(1);
  expect(media[0]?.description).toBe('a dropped picture');
});

test('an image pasted into the text uploads; the text stays as typed', async ({ page }) => {
  await signIn(page, 'alice');
  const composer = await openComposer(page);
  const text = composer.getByLabel('Post text');
  await text.fill('Pasted in');
  const transfer = await pngTransfer(page, 'clip.png');
  await text.evaluate((element, clipboardData) => {
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, transfer);
  await expect(composer.getByTestId('composer-attachment')).toHaveCount(1);
  await expect(text).toHaveValue('Pasted in');
  const status = await submitAndCapture(page, composer);
  expect((status.media_attachments as unknown[]).length).toBe(1);
});

test('sensitiveByDefault marks a new post’s media sensitive; posting it without a content warning asks first', async ({
  page,
}) => {
  await signIn(page, 'alice');
  await prefer(page, { sensitiveByDefault: true });
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill('Sensitive by default');
  await composer.getByLabel('Add media').setInputFiles(pngFile('s.png'));
  await expect(composer.getByRole('checkbox', { name: 'Mark media as sensitive' })).toBeChecked();
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  const ask = composer.getByRole('alertdialog');
  await expect(ask).toContainText('no content warning');
  await page.screenshot({ path: test.info().outputPath('confirm-sensitive.png') });
  await ask.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer).toBeHidden();
  const [latest] = await statusesOf(page, 'alice');
  expect(String(latest?.content)).toContain('Sensitive by default');
  expect(latest?.sensitive).toBe(true);
});

test('ENABLESILLYFEATURES=1 as the post text toggles the hidden option and posts nothing', async ({ page }) => {
  await signIn(page, 'alice');
  const [before] = await statusesOf(page, 'alice');
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill('ENABLESILLYFEATURES=1');
  await composer.getByLabel('Post text').press('Control+Enter');
  await expect(composer.getByRole('status').filter({ hasText: 'Silly features enabled' })).toBeVisible();
  await expect(composer.getByLabel('Post text')).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('fedi:sillyFeatures'))).toBe('1');
  const [after] = await statusesOf(page, 'alice');
  expect(after?.id).toBe(before?.id);
});
