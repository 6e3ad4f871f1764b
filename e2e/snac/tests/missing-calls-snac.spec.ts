import type { Page, Request } from '@playwright/test';
import { signInOnServerPage } from '../../tests/support/serverSignIn';
import { expect, signedIn, snacForm, test } from './fixtures';
import { budget } from '../../pace';

/**
 * Servers without a call (issue 21): snac 2.96 answers 404 for /api/v1/timelines/direct and
 * /api/v1/polls/:id, and finds remote accounts only through /api/v2/search. The app records what the server
 * lacks for the session, stops offering it or falls back.
 */

/** The session's token, as the app keeps it. */
const bearer = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('fedi:oauth') ?? '{}') as { token?: string }).token ?? '');

const UNAVAILABLE = 'This server does not offer this timeline.';

test.describe.configure({ mode: 'serial' });

test('Direct messages on snac: a plain note instead of "Error fetching timeline", after every reload; the tab is no longer offered', async ({
  page,
  snac,
}) => {
  await signInOnServerPage(page, snacForm('alice', snac.passwords.alice ?? ''));
  const nav = page.getByRole('navigation', { name: 'Timelines' });
  await expect(nav.getByRole('link', { name: 'Direct messages' })).toBeVisible();
  const direct: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v1/timelines/direct') direct.push(String(response.status()));
  });

  for (const step of ['open', 'reload', 'reload again']) {
    if (step === 'open') await nav.getByRole('link', { name: 'Direct messages' }).click();
    else await page.reload();
    await expect(page.getByRole('heading', { name: 'Direct messages' }), step).toBeVisible();
    await expect(page.getByText(UNAVAILABLE), step).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Direct messages' }), step).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Bookmarks' }), step).toBeVisible();
    // No error in the page nor as a notice, a moment after the note
    await page.waitForTimeout(1_000);
    await expect(page.getByText(/Error fetching timeline/), step).toHaveCount(0);
  }
  // snac does lack the call (it is not the app's guess): one 404 per page load, none asked again
  expect(direct).toEqual(['404', '404', '404']);
});

test('/remote-users/@bob@<other snac> resolves the remote account through v2 search and shows the profile', async ({
  page,
  snac,
}) => {
  await signInOnServerPage(page, snacForm('alice', snac.passwords.alice ?? ''));
  const host = new URL(snac.other.url).host;
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/search')) searches.push(`${url.pathname}?${url.searchParams.toString()}`);
  });
  await page.goto(`/remote-users/@bob@${host}`);
  await page.waitForURL(/\/users\/[^/]+$/, { timeout: budget(30_000) });
  const profile = page.getByRole('region', { name: /Profile of bob/ });
  await expect(profile).toBeVisible({ timeout: budget(15_000) });
  await expect(profile.getByText(`@bob@${host}`).first()).toBeVisible();
  await expect(page.getByText('Not found.')).toHaveCount(0);
  expect(searches[0]).toMatch(/^\/api\/v2\/search\?/);
  expect(searches[0]).toContain('resolve=true');
  expect(searches[0]).toContain('type=accounts');
});

test('a vote on snac counts at once and stays counted when the poll refreshes (through the status: snac has no /api/v1/polls/:id)', async ({
  browser,
  page,
  snac,
}) => {
  const bob = await signedIn(browser, snac.appUrl, 'bob', snac.passwords.bob ?? '');
  const bobToken = await bearer(bob);
  const stamp = `pollsnac${Date.now()}`;
  // snac reads poll options only form-encoded, as poll[options][] repeated
  const form = new URLSearchParams({ status: `tea or coffee ${stamp}`, visibility: 'public' });
  for (const option of ['Tea', 'Coffee']) form.append('poll[options][]', option);
  form.append('poll[expires_in]', '86400');
  const posted = await bob.request.post('/api/v1/statuses', {
    headers: { authorization: `Bearer ${bobToken}`, 'content-type': 'application/x-www-form-urlencoded' },
    data: form.toString(),
  });
  expect(posted.ok(), await posted.text()).toBeTruthy();
  const status = (await posted.json()) as { id: string; poll?: unknown };
  expect(status.poll).toBeTruthy();
  await bob.context().close();

  await signInOnServerPage(page, snacForm('alice', snac.passwords.alice ?? ''));
  const token = await bearer(page);
  const serverVotes = async () => {
    const response = await page.request.get(`/api/v1/statuses/${status.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { poll?: { votes_count?: number } }).poll?.votes_count ?? -1;
  };
  // alice must see bob's post before she can vote on it (snac delivers through its queue)
  await expect.poll(serverVotes, { timeout: budget(20_000) }).toBe(0);

  const refreshes: Request[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'GET' && (path.startsWith('/api/v1/polls/') || path === `/api/v1/statuses/${status.id}`))
      refreshes.push(request);
  });
  await page.clock.install();
  await page.goto(`/notice/${status.id}`);
  const card = page.locator('article.status', { hasText: stamp }).first();
  await expect(card).toBeVisible({ timeout: budget(20_000) });
  await card.getByLabel('Tea').check();
  await card.getByRole('button', { name: 'Vote' }).click();
  // snac answers the vote before counting it: the count made by the vote stays
  await expect(card.getByText('1 person voted')).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(card.getByText('1 person voted')).toBeVisible();
  await expect.poll(serverVotes, { timeout: budget(20_000) }).toBe(1);

  // The 30 s refresh: snac's 404 for /api/v1/polls/:id is recorded, the status is read instead …
  const polls = () => refreshes.filter((request) => new URL(request.url()).pathname.startsWith('/api/v1/polls/'));
  const statuses = () => refreshes.filter((request) => !new URL(request.url()).pathname.startsWith('/api/v1/polls/'));
  const statusReadsBefore = statuses().length;
  await page.clock.fastForward('00:31');
  await expect.poll(() => statuses().length, { timeout: budget(10_000) }).toBeGreaterThan(statusReadsBefore);
  await expect(card.getByText('1 person voted')).toBeVisible();
  expect(polls().length).toBeLessThanOrEqual(1);
  // … and from then on only the status is asked.
  const afterFirst = statuses().length;
  await page.clock.fastForward('00:31');
  await expect.poll(() => statuses().length, { timeout: budget(10_000) }).toBeGreaterThan(afterFirst);
  expect(polls().length).toBeLessThanOrEqual(1);
  await expect(card.getByText('1 person voted')).toBeVisible();
  await expect(card.getByText('0 people voted')).toHaveCount(0);
});
