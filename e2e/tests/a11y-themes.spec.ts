import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/app';
import { STOPS, go, settled, walk } from './support/a11yWalk';
import { apiToken, findStatus } from './support/timelines';
import { budget } from '../pace';

/**
 * Every bundled theme besides the default (walked with every rule in the role files): axe's colour-contrast
 * rule on the screens a signed-in user sees, at both widths, the theme chosen in the preferences before the
 * app starts; the screen invariants at each stop as everywhere. One test per theme × width × screen.
 */
// e2e-weight: 24

const THEMED = new Set([
  'timeline: home',
  'timeline: known network',
  'thread',
  'profile',
  'notifications',
  'search',
  'chats',
  'composer',
  'settings: Style',
]);

for (const theme of ['fedi-light', 'fedi-black']) {
  walk(
    __filename,
    ['user'],
    STOPS.filter((stop) => THEMED.has(stop.screen)),
    {
      rules: ['color-contrast'],
      title: (place) => `${theme} theme at ${place.width}px`,
      column: (place) => `alice ${theme} ${place.width}`,
      prepare: async (page) => {
        await page.addInitScript(
          (name) => window.localStorage.setItem('fedi:preferences', JSON.stringify({ theme: name })),
          theme,
        );
      },
      ready: async (page) => {
        await expect
          .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--panel')))
          .not.toBe('');
      },
    },
  );
}

/** Controls whose text does not fit their box (cut off by overflow), and whether the page scrolls sideways. */
async function clipped(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, [role="tab"], [role="menuitem"]',
    );
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('[aria-hidden="true"], .skip-link')) continue;
      const style = getComputedStyle(element);
      const cutX = style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1;
      const cutY =
        style.overflowY !== 'visible' &&
        element.tagName !== 'SELECT' &&
        element.tagName !== 'INPUT' &&
        element.scrollHeight > element.clientHeight + 1;
      if (cutX || cutY)
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 30)}"`,
        );
    }
    const sideways = document.documentElement.scrollWidth > window.innerWidth + 1;
    return { found, sideways };
  });
}

test('text zoomed to 200 % at 1280 px: no control clipped, no sideways scrolling', async ({ page, request }) => {
  test.setTimeout(budget(120_000));
  const token = await apiToken(request, 'alice');
  const threadId = await findStatus(request, token, 'A deep thread starts here');
  await signIn(page, 'alice');
  await page.setViewportSize({ width: 1280, height: 900 });
  // Text zoom: every font size twice as large (the base and the em/rem sizes that follow it). Set through
  // the CSSOM: the app's Content-Security-Policy refuses an injected <style> element.
  await page.evaluate(() => {
    document.documentElement.style.setProperty('font-size', '200%', 'important');
    document.body.style.setProperty('font-size', '30px', 'important');
  });
  expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('30px');
  const stops: Array<[string, string]> = [
    ['home', '/main/friends'],
    ['thread', `/notice/${threadId}`],
    ['profile', '/bob'],
    ['settings', '/main/friends?settings=general'],
  ];
  const problems: string[] = [];
  for (const [name, path] of stops) {
    await go(page, path);
    if (name === 'settings') await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    else await expect(page.locator('article.status').first()).toBeVisible();
    await settled(page);
    const { found, sideways } = await clipped(page);
    problems.push(...found.map((item) => `${name}: ${item}`));
    if (sideways) problems.push(`${name}: the page scrolls sideways`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
