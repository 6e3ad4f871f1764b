import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signInOnServerPage } from '../../tests/support/serverSignIn';
import { expect, snacForm, test } from './fixtures';
import { budget } from '../../pace';

/** The session's token, as the app keeps it. */
const bearer = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('fedi:oauth') ?? '{}') as { token?: string }).token ?? '');

interface WireStatus {
  id: string;
  favourited?: boolean;
  reblogged?: boolean;
  bookmarked?: boolean;
  emoji_reactions?: Array<{ name: string; count: number; me?: boolean }>;
  /** snac's (Mastodon-style) field. */
  reactions?: Array<{ name: string; count: number; me?: boolean }>;
  pleroma?: { emoji_reactions?: Array<{ name: string; count: number; me?: boolean }> };
}

async function post(request: APIRequestContext, token: string, text: string): Promise<WireStatus> {
  const response = await request.post('/api/v1/statuses', {
    headers: { authorization: `Bearer ${token}` },
    form: { status: text, visibility: 'public' },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as WireStatus;
}

/** snac's own answer for a status, as the signed-in user sees it. */
async function serverStatus(request: APIRequestContext, token: string, id: string): Promise<WireStatus> {
  const response = await request.get(`/api/v1/statuses/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as WireStatus;
}

async function ids(request: APIRequestContext, token: string, path: string): Promise<string[]> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBeTruthy();
  // snac writes the same id in upper case in some lists (bookmarks): compare without case
  return ((await response.json()) as WireStatus[]).map((status) => status.id.toLowerCase());
}

const statusCard = (page: Page, text: string): Locator => page.locator('article.status', { hasText: text }).first();

test.describe.configure({ mode: 'serial' });

test('public and home timelines show real snac posts', async ({ page, snac }) => {
  await signInOnServerPage(page, snacForm('alice', snac.passwords.alice ?? ''));
  const token = await bearer(page);
  expect(token).not.toBe('');
  const stamp = `timeline${Date.now()}`;
  const mine = await post(page.request, token, `alice on the timelines ${stamp}`);

  await page.goto('/main/friends');
  await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible();
  await expect(statusCard(page, stamp)).toBeVisible({ timeout: budget(20_000) });
  // what the app shows is what snac answers for the home timeline
  expect(await ids(page.request, token, '/api/v1/timelines/home')).toContain(mine.id.toLowerCase());

  await page.goto('/main/public');
  await expect(page.getByRole('heading', { name: 'Public timeline' })).toBeVisible();
  await expect(statusCard(page, stamp)).toBeVisible({ timeout: budget(20_000) });
  expect(await ids(page.request, token, '/api/v1/timelines/public?local=true')).toContain(mine.id.toLowerCase());
});

test('favourite, repeat and bookmark a snac post, each confirmed by snac', async ({ browser, page, snac }) => {
  // bob writes; alice acts on it
  const bobContext = await browser.newContext({ baseURL: snac.appUrl });
  const bobPage = await bobContext.newPage();
  await signInOnServerPage(bobPage, snacForm('bob', snac.passwords.bob ?? ''));
  const stamp = `actions${Date.now()}`;
  const target = await post(bobPage.request, await bearer(bobPage), `bob asks for stars ${stamp}`);
  await bobContext.close();

  await signInOnServerPage(page, snacForm('alice', snac.passwords.alice ?? ''));
  const token = await bearer(page);
  await page.goto(`/notice/${encodeURIComponent(target.id)}`);
  const card = statusCard(page, stamp);
  await expect(card).toBeVisible({ timeout: budget(20_000) });
  const actions = card.getByRole('group', { name: 'Actions' });

  await actions.getByRole('button', { name: 'Favorite' }).click();
  await expect(actions.getByRole('button', { name: 'Undo favorite' })).toBeVisible();
  await expect
    .poll(async () => (await serverStatus(page.request, token, target.id)).favourited, { timeout: budget(10_000) })
    .toBe(true);

  await actions.getByRole('button', { name: 'Repeat' }).click();
  const confirm = page.getByRole('alertdialog');
  if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: 'Repeat' }).click();
  await expect(actions.getByRole('button', { name: 'Undo repeat' })).toBeVisible();
  await expect
    .poll(async () => (await serverStatus(page.request, token, target.id)).reblogged, { timeout: budget(10_000) })
    .toBe(true);

  await actions.getByRole('button', { name: 'More actions' }).click();
  await card.getByRole('menuitem', { name: 'Bookmark' }).click();
  await expect
    .poll(async () => (await serverStatus(page.request, token, target.id)).bookmarked, { timeout: budget(10_000) })
    .toBe(true);
  expect(await ids(page.request, token, '/api/v1/bookmarks')).toContain(target.id.toLowerCase());
  await page.goto('/bookmarks');
  await expect(statusCard(page, stamp)).toBeVisible({ timeout: budget(20_000) });

  // and back: undo the favourite from the bookmarks page
  const again = statusCard(page, stamp).getByRole('group', { name: 'Actions' });
  await again.getByRole('button', { name: 'Undo favorite' }).click();
  await expect(again.getByRole('button', { name: 'Favorite' })).toBeVisible();
  await expect
    .poll(async () => (await serverStatus(page.request, token, target.id)).favourited, { timeout: budget(10_000) })
    .toBe(false);
});

test('emoji reactions go through snac’s own endpoints when its version has them', async ({ page, snac }) => {
  await signInOnServerPage(page, snacForm('alice', snac.passwords.alice ?? ''));
  const token = await bearer(page);
  const instance = (await (await page.request.get('/api/v1/instance')).json()) as { version?: string };
  const version = /(\d+)\.(\d+)/.exec(instance.version ?? '');
  const hasReactions = !!version && (Number(version[1]) > 2 || (Number(version[1]) === 2 && Number(version[2]) >= 86));
  const stamp = `react${Date.now()}`;
  const target = await post(page.request, token, `react to me ${stamp}`);
  await page.goto(`/notice/${encodeURIComponent(target.id)}`);
  const card = statusCard(page, stamp);
  await expect(card).toBeVisible({ timeout: budget(20_000) });
  const react = card.getByRole('button', { name: 'Add reaction' });
  if (!hasReactions) {
    // snac before 2.86 has no reaction call: the button is not offered at all
    await expect(react).toHaveCount(0);
    return;
  }
  const sent = page.waitForRequest(
    (request) =>
      /\/api\/v1\/statuses\/[^/]+\/react\//.test(new URL(request.url()).pathname) && request.method() === 'POST',
  );
  await react.click();
  // The reaction picker is composer's emoji picker: unicode emoji are buttons named by their shortcode.
  const picker = page.getByRole('dialog', { name: 'Pick a reaction' });
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('tada');
  await picker.getByRole('button', { name: 'tada' }).first().click();
  await sent;
  const chip = card.getByRole('group', { name: 'Emoji reactions' }).getByRole('button', { name: /🎉: 1 reaction/ });
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  const reactionsOf = async () => {
    const status = await serverStatus(page.request, token, target.id);
    return (status.reactions ?? status.emoji_reactions ?? status.pleroma?.emoji_reactions ?? [])
      .filter((reaction) => reaction.name === '🎉')
      .map((reaction) => reaction.count);
  };
  await expect.poll(reactionsOf, { timeout: budget(10_000) }).toEqual([1]);
  // toggling it off goes through snac's unreact call
  const undone = page.waitForRequest(
    (request) =>
      /\/api\/v1\/statuses\/[^/]+\/unreact\//.test(new URL(request.url()).pathname) && request.method() === 'POST',
  );
  await chip.click();
  await undone;
  await expect.poll(reactionsOf, { timeout: budget(10_000) }).toEqual([]);
});
