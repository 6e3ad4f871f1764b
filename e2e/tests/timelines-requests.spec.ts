import { expect, test, type Page } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { apiToken, findStatus } from './support/timelines';
import { budget } from '../pace';

// Issue 28, defect 22: a clean path makes no failing request. A visitor makes no relationships call (it
// can only fail with 401), and no GET follows a POST to a path that only takes POST (it can only fail
// with 404).

interface Seen {
  method: string;
  path: string;
  status: number;
}

/** Every API answer the page gets from now on (method, path, status). */
function recordAnswers(page: Page): Seen[] {
  const seen: Seen[] = [];
  // The context's: the service worker's own requests too.
  page.context().on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/oauth/')) return;
    seen.push({ method: response.request().method(), path: url.pathname, status: response.status() });
  });
  return seen;
}

/** GETs of a path that was POSTed to on this page (a POST-only path asked again as a read). */
const getsOfPostedPaths = (seen: Seen[]) => {
  const posted = new Set(seen.filter((answer) => answer.method === 'POST').map((answer) => answer.path));
  return seen.filter((answer) => answer.method === 'GET' && posted.has(answer.path));
};

async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: budget(20_000) })
    .toBe(true);
}

const firstStatus = (page: Page) => page.locator('#app article[data-status-id]').first();

for (const mode of ['no service worker', 'service worker'] as const) {
  test.describe(mode, () => {
    if (mode === 'service worker') test.use({ serviceWorkers: 'allow' });

    test.beforeEach(async ({ page }) => {
      await resetInstance(page);
    });

    test(`a visitor: no relationships call and no failed request on the timelines, a thread, the about page and a profile (${mode})`, async ({
      page,
      request,
    }) => {
      const token = await apiToken(request, 'alice');
      const thread = await findStatus(request, token, 'A deep thread starts here');
      const seen = recordAnswers(page);
      for (const path of ['/main/all', '/main/public', `/notice/${thread}`, '/about', '/users/bob']) {
        await page.goto(path);
        if (path === '/about') await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();
        else await expect(firstStatus(page)).toBeVisible();
        // The first load: the worker takes the page over and asks the first screen again.
        if (mode === 'service worker' && path === '/main/all') await controlled(page);
        await page.waitForLoadState('networkidle');
      }
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter((answer) => answer.path === '/api/v1/accounts/relationships')).toEqual([]);
      expect(seen.filter((answer) => answer.status >= 400)).toEqual([]);
    });

    test(`signed in: a follow makes no GET of the POST-only path, and nothing fails (${mode})`, async ({
      page,
      browser,
    }) => {
      // dave follows only the admin. Signed in elsewhere, so that this page is the first one a worker takes over.
      await signIn(page, 'dave');
      const state = await page.context().storageState();
      const context = await browser.newContext({
        storageState: state,
        serviceWorkers: mode === 'service worker' ? 'allow' : 'block',
      });
      const tab = await context.newPage();
      try {
        const seen = recordAnswers(tab);
        await tab.goto('/users/erin');
        const follow = tab.getByRole('button', { name: /^Follow( back)?$/ });
        await expect(follow).toBeVisible();
        const followed = tab.waitForResponse(
          (response) => response.request().method() === 'POST' && /\/follow$/.test(new URL(response.url()).pathname),
        );
        await follow.click();
        expect((await followed).ok()).toBeTruthy();
        await expect(tab.getByRole('button', { name: /^(Unfollow|Following|Requested)/ }).first()).toBeVisible();
        // The worker takes over after the follow and asks the page's reads again: not the follow.
        if (mode === 'service worker') await controlled(tab);
        await tab.waitForLoadState('networkidle');
        expect(seen.filter((answer) => answer.method === 'POST').length).toBeGreaterThan(0);
        expect(getsOfPostedPaths(seen)).toEqual([]);
        expect(seen.filter((answer) => answer.status >= 400)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
