import { expect, test } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { addFault, clearFaults, openComposer, pngFile, statusesOf, submitAndCapture } from './support/composer';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
  await clearFaults(page);
});

test('posts with an image (progress shown), a description and a content warning', async ({ page }) => {
  await signIn(page, 'alice');
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill('A picture post from e2e');
  await composer.getByRole('checkbox', { name: 'Content warning' }).check();
  await composer.getByRole('textbox', { name: 'Content warning' }).fill('spoilers ahead');
  await addFault(page, { method: 'POST', path: '/api/v1/media', delayMs: 1500, times: 1 });
  await composer.getByLabel('Add media').setInputFiles(pngFile('pic.png', 200_000));
  await expect(composer.getByRole('progressbar', { name: 'Upload progress of pic.png' })).toBeVisible();
  const description = composer.getByRole('textbox', { name: 'Description of attachment 1' });
  await expect(description).toBeVisible();
  await description.fill('a tiny picture');
  // With a content warning the media is marked sensitive at once (sensitiveIfSubject, on by default);
  // unmarking it brings the warning that the content warning would not cover it.
  const sensitive = composer.getByRole('checkbox', { name: 'Mark media as sensitive' });
  await expect(sensitive).toBeChecked();
  await sensitive.uncheck();
  await expect(composer.getByText('not marked sensitive')).toBeVisible();
  await sensitive.check();
  await expect(composer.getByText('not marked sensitive')).toBeHidden();
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer).toBeHidden();
  const [latest] = await statusesOf(page, 'alice');
  expect(latest?.spoiler_text).toBe('spoilers ahead');
  expect(latest?.sensitive).toBe(true);
  const media = latest?.media_attachments as Array<{ description: string }>;
  expect(media).toHaveLength(1);
  expect(media[0]?.description).toBe('a tiny picture');
});

test('posts a poll with limits from the instance', async ({ page }) => {
  await signIn(page, 'alice');
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill('Tea or coffee?');
  await composer.getByRole('button', { name: 'Add poll' }).click();
  await composer.getByRole('textbox', { name: 'Option 1' }).fill('tea');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer.getByText('Too few unique options in poll')).toBeVisible();
  await composer.getByRole('textbox', { name: 'Option 2' }).fill('coffee');
  await composer.getByRole('button', { name: 'Add option' }).click();
  await composer.getByRole('textbox', { name: 'Option 3' }).fill('water');
  await composer.getByRole('combobox', { name: 'Unit' }).selectOption('hours');
  await composer.getByRole('spinbutton', { name: 'Poll ends in' }).fill('2');
  const status = await submitAndCapture(page, composer);
  await expect(composer).toBeHidden();
  const poll = status.poll as { options: Array<{ title: string }>; expires_at: string };
  expect(poll.options.map((o) => o.title)).toEqual(['tea', 'coffee', 'water']);
  const hours = (Date.parse(poll.expires_at) - Date.now()) / 3_600_000;
  expect(hours).toBeGreaterThan(1.9);
  expect(hours).toBeLessThan(2.1);
});

test('a 500 on post shows the error and loses nothing; a retry posts once', async ({ page }) => {
  await signIn(page, 'alice');
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill('Survives a server error');
  await composer.getByRole('checkbox', { name: 'Content warning' }).check();
  await composer.getByRole('textbox', { name: 'Content warning' }).fill('still here');
  await composer.getByLabel('Add media').setInputFiles(pngFile('keep.png'));
  await expect(composer.getByRole('textbox', { name: 'Description of attachment 1' })).toBeVisible();
  await addFault(page, { method: 'POST', path: '/api/v1/statuses', status: 500, times: 1 });
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer.getByRole('alert')).toContainText('Error:');
  await expect(composer.getByLabel('Post text')).toHaveValue('Survives a server error');
  await expect(composer.getByRole('textbox', { name: 'Content warning' })).toHaveValue('still here');
  await expect(composer.getByTestId('composer-attachment')).toHaveCount(1);
  // Even after a reload the draft with its uploaded attachment is back.
  await page.reload();
  const again = await openComposer(page);
  await expect(again.getByLabel('Post text')).toHaveValue('Survives a server error');
  await expect(again.getByTestId('composer-attachment')).toHaveCount(1);
  const status = await submitAndCapture(page, again);
  expect(status.spoiler_text).toBe('still here');
  expect((status.media_attachments as unknown[]).length).toBe(1);
});

test('a dropped connection on post shows a message, keeps the text, and a retry works', async ({ page }) => {
  await signIn(page, 'alice');
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill('Survives a network drop');
  // Chromium silently retries a POST whose connection is cut (several times), so the fault stays until cleared.
  await addFault(page, { method: 'POST', path: '/api/v1/statuses', drop: true });
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer.getByRole('alert')).toContainText('could not be reached');
  await clearFaults(page);
  await expect(composer.getByLabel('Post text')).toHaveValue('Survives a network drop');
  await composer.getByRole('button', { name: 'Dismiss' }).click();
  await expect(composer.getByRole('alert')).toHaveCount(0);
  const status = await submitAndCapture(page, composer);
  expect(String(status.content)).toContain('Survives a network drop');
  const mine = await statusesOf(page, 'alice');
  expect(mine.filter((s) => String(s.content).includes('Survives a network drop'))).toHaveLength(1);
});

test('a reload restores the draft; Escape asks before discarding', async ({ page }) => {
  await signIn(page, 'alice');
  let composer = await openComposer(page);
  await composer.getByLabel('Post text').fill('Half a thought');
  await page.reload();
  composer = await openComposer(page);
  await expect(composer.getByLabel('Post text')).toHaveValue('Half a thought');
  await expect(composer.getByText('Your draft was restored.')).toBeVisible();
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: 'Close the composer?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(composer).toBeHidden();
  composer = await openComposer(page);
  await expect(composer.getByLabel('Post text')).toHaveValue('');
});

test('preview renders the post and says when it is empty', async ({ page }) => {
  await signIn(page, 'alice');
  const composer = await openComposer(page);
  await composer.getByRole('button', { name: 'Preview' }).click();
  const preview = composer.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Empty');
  await composer.getByRole('combobox', { name: 'Content type' }).selectOption('text/markdown');
  await composer.getByLabel('Post text').fill('Some **bold** words');
  await expect(preview.locator('strong')).toHaveText('bold');
});

test('mention autocomplete and the emoji picker insert into the text', async ({ page }) => {
  await signIn(page, 'alice');
  const composer = await openComposer(page);
  const text = composer.getByLabel('Post text');
  await text.pressSequentially('Hi @bo');
  const suggestions = composer.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toContainText('@bob');
  await text.press('Enter');
  await expect(text).toHaveValue('Hi @bob ');
  await composer.getByRole('button', { name: 'Emoji', exact: true }).click();
  const picker = composer.getByRole('dialog', { name: 'Emoji picker' });
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('grinning');
  await picker.getByRole('button', { name: 'grinning', exact: true }).click();
  await expect(text).toHaveValue(/Hi @bob 😀 $/);
  await picker.getByRole('tab', { name: 'Stickers' }).click();
  await picker
    .getByRole('button', { name: /^Sticker / })
    .first()
    .click();
  await expect(composer.getByTestId('composer-attachment')).toHaveCount(1);
  const status = await submitAndCapture(page, composer);
  expect((status.mentions as Array<{ acct: string }>).map((m) => m.acct)).toContain('bob');
  expect((status.media_attachments as unknown[]).length).toBe(1);
});
