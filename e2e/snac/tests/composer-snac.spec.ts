import type { Locator, Page } from '@playwright/test';
import { signInOnServerPage } from '../../tests/support/serverSignIn';
import { pngFile, statusCard, submitAndCapture } from '../../tests/support/composer';
import { expect, snacForm, test } from './fixtures';

/** The session's token, as the app keeps it. */
const bearer = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('fedi:oauth') ?? '{}') as { token?: string }).token ?? '');

async function openComposer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer).toBeVisible();
  return composer;
}

test.describe.configure({ mode: 'serial' });

test('posts text with an image, and a poll, on snac', async ({ page, snac }) => {
  await signInOnServerPage(page, snacForm('alice', snac.passwords.alice ?? ''));
  const stamp = Date.now();
  let composer = await openComposer(page);
  await composer.getByLabel('Post text').fill(`snac picture ${stamp}`);
  await composer.getByLabel('Add media').setInputFiles(pngFile('snac.png', 20_000));
  await composer.getByRole('textbox', { name: 'Description of attachment 1' }).fill('a snac picture');
  const withImage = await submitAndCapture(page, composer);
  expect((withImage.media_attachments as unknown[]).length).toBe(1);
  await expect(composer).toBeHidden();

  composer = await openComposer(page);
  await composer.getByLabel('Post text').fill(`snac poll ${stamp}`);
  await composer.getByRole('button', { name: 'Add poll' }).click();
  await composer.getByRole('textbox', { name: 'Option 1' }).fill('left');
  await composer.getByRole('textbox', { name: 'Option 2' }).fill('right');
  const sent = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/v1/statuses' && request.method() === 'POST',
  );
  const withPoll = await submitAndCapture(page, composer);
  // snac reads status fields form-encoded: the poll goes as poll[options][] / poll[expires_in] in a urlencoded body.
  const request = await sent;
  expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  const body = new URLSearchParams(request.postData() ?? '');
  expect(body.getAll('poll[options][]')).toEqual(['left', 'right']);
  expect(body.get('poll[expires_in]')).toBe('600');
  expect(String(withPoll.content)).toContain(`snac poll ${stamp}`);
  // snac creates polls through its Mastodon API since 2.90 (the leg runs 2.96): the answer carries it.
  const poll = withPoll.poll as { id: string; options: Array<{ title: string }>; multiple: boolean } | null | undefined;
  expect(poll?.options.map((o) => o.title)).toEqual(['left', 'right']);
  expect(poll?.multiple).toBe(false);
  // And snac keeps it: the post read back has the poll, and the timeline shows its options.
  const stored = await page.request.get(`/api/v1/statuses/${String(withPoll.id)}`, {
    headers: { Authorization: `Bearer ${await bearer(page)}` },
  });
  expect(
    ((await stored.json()) as { poll?: { options: Array<{ title: string }> } }).poll?.options.map((o) => o.title),
  ).toEqual(['left', 'right']);
  await page.reload();
  const card = statusCard(page, `snac poll ${stamp}`);
  await expect(card.getByText('left')).toBeVisible();
  await expect(card.getByText('right')).toBeVisible();
});

test('replies to and edits a post on snac', async ({ page, snac }) => {
  await signInOnServerPage(page, snacForm('alice', snac.passwords.alice ?? ''));
  const stamp = Date.now();
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill(`snac original ${stamp}`);
  const original = await submitAndCapture(page, composer);
  await page.reload();
  const card = statusCard(page, `snac original ${stamp}`);
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: /^Reply(, |$)/ }).click();
  const reply = page.getByRole('dialog', { name: 'Reply' });
  await reply.getByLabel('Post text').fill(`snac reply ${stamp}`);
  const replied = await submitAndCapture(page, reply);
  expect(replied.in_reply_to_id).toBe(original.id);

  // Edit from the post's own menu, as a person would.
  await page.reload();
  const mine = statusCard(page, `snac original ${stamp}`);
  await mine.getByRole('button', { name: 'More actions' }).click();
  await mine.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Edit post' });
  await expect(editor.getByText('Editing a post')).toBeVisible();
  await expect(editor.getByLabel('Post text')).toHaveValue(`snac original ${stamp}`);
  await editor.getByLabel('Post text').fill(`snac edited ${stamp}`);
  const edited = await submitAndCapture(page, editor, 'Save');
  expect(String(edited.content)).toContain(`snac edited ${stamp}`);

  // snac marks the edit but keeps no versions (no history call): the dialog says so, with nothing to retry.
  await page.reload();
  const marked = statusCard(page, `snac edited ${stamp}`);
  await marked.getByRole('button', { name: '(edited) — show edit history' }).click();
  const history = page.getByRole('dialog', { name: 'Edit history' });
  await expect(history.getByText('This server keeps no earlier versions of this post.')).toBeVisible();
  await expect(history.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
});
