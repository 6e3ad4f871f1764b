import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/app';
import { apiToken, findStatus } from './support/timelines';
import { budget } from '../pace';

/**
 * axe-core on every screen and modal, per role and width: 0 serious or critical violations. One page
 * per role and width; it moves between screens with the router (no reload) and runs axe at each stop.
 * The counts are printed as a table (rows screens, columns role × width; a dash where the screen does
 * not exist for that role or width) and written to `.reports/a11y.md`.
 */

type Role = 'visitor' | 'user' | 'moderator' | 'admin';
const LOGINS: Record<Role, string | null> = { visitor: null, user: 'alice', moderator: 'mod', admin: 'admin' };
const WIDTHS = [375, 1280] as const;
/** Open dialogs: native ones and ARIA ones. */
const DIALOG = 'dialog[open], [role="dialog"], [role="alertdialog"]';
const BLOCKING = new Set(['serious', 'critical']);

/** screen → column → count of serious/critical violations. */
const table = new Map<string, Map<string, number>>();
const columns: string[] = [];

interface Found {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

function record(screen: string, column: string, count: number) {
  if (!table.has(screen)) table.set(screen, new Map());
  table.get(screen)!.set(column, count);
}

function renderTable(): string {
  const head = ['screen', ...columns];
  const rows = [...table.entries()].map(([screen, cells]) => [
    screen,
    ...columns.map((column) => (cells.has(column) ? String(cells.get(column)) : '–')),
  ]);
  const widths = head.map((_, index) => Math.max(...[head, ...rows].map((row) => row[index]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`;
  return [line(head), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

test.afterAll(() => {
  if (table.size === 0) return;
  const text = renderTable();
  console.log(`\naxe: serious + critical violations per screen\n${text}\n`);
  const dir = join(__dirname, '..', '..', '.reports');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'a11y.md'), `${text}\n`);
});

/** Moves within the app without a reload (react-router listens to popstate). */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function settled(page: Page) {
  // Loading placeholders and lazy chunks: wait until nothing is busy.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

class Audit {
  readonly found: Found[] = [];
  constructor(
    private readonly page: Page,
    private readonly column: string,
    /** Only these axe rules (the bundled themes' colour-contrast run); every rule of the tags otherwise. */
    private readonly rules?: string[],
  ) {}

  async check(screen: string, scope?: string) {
    await settled(this.page);
    let builder = this.rules
      ? new AxeBuilder({ page: this.page }).withRules(this.rules)
      : new AxeBuilder({ page: this.page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          // Label in name (WCAG 2.5.3) is still an experimental rule in axe: asked for by name.
          .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
          // The seed's demo video has no captions track (content, not the app's markup).
          .disableRules(['video-caption']);
    if (typeof scope === 'string') builder = builder.include(scope);
    const started = Date.now();
    const results = await builder.analyze();
    if (process.env.A11Y_DEBUG)
      console.log(
        screen,
        Date.now() - started,
        'ms',
        results.violations
          .filter((v) => BLOCKING.has(v.impact ?? ''))
          .map((v) => `${v.id}×${v.nodes.length} ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary}`),
      );
    const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
    record(
      screen,
      this.column,
      blocking.reduce((sum, violation) => sum + violation.nodes.length, 0),
    );
    for (const violation of blocking)
      this.found.push({
        screen,
        rule: violation.id,
        impact: violation.impact ?? '',
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        summary: violation.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? '',
      });
  }
}

const statusCards = (page: Page) => page.locator('article.status');

for (const role of Object.keys(LOGINS) as Role[]) {
  for (const width of WIDTHS) {
    const column = `${role} ${width}`;
    columns.push(column);

    test(`axe: ${role} at ${width}px has no serious or critical violations`, async ({ page, request }) => {
      test.setTimeout(budget(240_000));
      expect((await request.post('/__dev/reset')).ok()).toBeTruthy();
      const token = await apiToken(request, 'alice');
      const photosId = await findStatus(request, token, 'Two new photos from the weekend hike');
      // A thread of a dozen statuses (the seed's 300-reply thread makes one axe run take minutes).
      const threadId = await findStatus(request, token, 'A deep thread starts here');
      const login = LOGINS[role];
      const signedIn = login !== null;
      const staff = role === 'moderator' || role === 'admin';
      const audit = new Audit(page, column);
      const narrow = async () => page.setViewportSize({ width, height: width < 800 ? 740 : 900 });

      if (!signedIn) {
        await narrow();
        await page.goto('/login');
        await expect(page.getByLabel('Username')).toBeVisible();
        await audit.check('login');
        await go(page, '/registration');
        await expect(page.getByRole('heading').first()).toBeVisible();
        await audit.check('registration');
        await go(page, '/main/public');
      } else {
        // Signed in on the desktop layout (its Log out button says when), then at the width tested.
        await signIn(page, login);
        await narrow();
      }

      // Timelines.
      await go(page, '/main/public');
      await expect(statusCards(page).first()).toBeVisible();
      await audit.check('timeline: public');
      await go(page, '/main/all');
      await expect(statusCards(page).first()).toBeVisible();
      await audit.check('timeline: known network');
      if (signedIn) {
        await go(page, '/main/friends');
        await expect(statusCards(page).first()).toBeVisible();
        await audit.check('timeline: home');
      }

      // A thread and the media viewer.
      await go(page, `/notice/${threadId}`);
      await expect(page.locator(`article.status[data-status-id="${threadId}"]`)).toBeVisible();
      await audit.check('thread');
      await go(page, `/notice/${photosId}`);
      const photos = page.locator(`article.status[data-status-id="${photosId}"]`);
      await photos.locator('.attachment-image').first().click();
      const viewer = page.getByRole('dialog', { name: 'Media viewer' });
      await expect(viewer).toContainText('1 of 2');
      await audit.check('media viewer', DIALOG);
      await page.keyboard.press('Escape');
      await expect(viewer).toHaveCount(0);

      // A profile and its follows list.
      await go(page, '/bob');
      await expect(page.getByRole('region', { name: 'Profile of bob' })).toBeVisible();
      await expect(statusCards(page).first()).toBeVisible();
      await audit.check('profile');
      // The status menu (a status of bob's), and the report dialog (from his card's menu). Visitors
      // get remote-interaction links instead of a status menu, and no report.
      if (signedIn) {
        await statusCards(page).first().getByRole('button', { name: 'More actions' }).click();
        const menu = page.getByRole('menu');
        await expect(menu).toBeVisible();
        await audit.check('status menu', '[role="menu"]');
        await page.keyboard.press('Escape');
        await expect(menu).toHaveCount(0);
        const card = page.getByRole('region', { name: 'Profile of bob' });
        await card.getByRole('button', { name: 'More actions' }).click();
        await page.getByRole('menuitem', { name: 'Report' }).click();
        const dialog = page.getByRole('dialog', { name: 'Report @bob' });
        await expect(dialog.getByLabel('Additional comments')).toBeVisible();
        await audit.check('report dialog', DIALOG);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
      // By keyboard: at 375 px the card's highlight fieldset overlaps the tabs after the report dialog.
      await page.getByRole('tab', { name: 'Follows' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('tab', { name: 'Follows' })).toHaveAttribute('aria-selected', 'true');
      await audit.check('follows list');

      // People and places.
      await go(page, '/search?query=hike');
      await expect(page.getByRole('searchbox').first()).toBeVisible();
      await audit.check('search');
      await go(page, '/announcements');
      await expect(page.getByRole('heading', { name: 'Announcements' }).first()).toBeVisible();
      await audit.check('announcements');
      if (signedIn) {
        await go(page, `/${login}/notifications`);
        await expect(page.getByRole('heading', { name: 'Notifications' }).first()).toBeVisible();
        await audit.check('notifications');
        await go(page, '/lists');
        await expect(page.getByRole('heading', { name: 'Lists' }).first()).toBeVisible();
        await audit.check('lists');
        await go(page, `/users/${login}/chats`);
        await expect(page.getByRole('heading', { name: 'Chats' }).first()).toBeVisible();
        await audit.check('chats');
      }

      // The side drawer (narrow layouts only).
      await go(page, '/main/public');
      await expect(statusCards(page).first()).toBeVisible();
      if (width < 800) {
        await page.getByRole('button', { name: 'Menu' }).click();
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await expect(drawer).toBeVisible();
        await audit.check('side drawer', DIALOG);
        await page.keyboard.press('Escape');
        await expect(drawer).toHaveCount(0);
      }

      if (signedIn) {
        // The composer.
        await page.getByRole('button', { name: 'New post' }).click();
        const composer = page.getByRole('dialog', { name: 'New post' });
        await expect(composer.getByRole('textbox').last()).toBeVisible();
        await audit.check('composer', DIALOG);
        await composer.getByRole('button', { name: 'Close' }).click();
        await expect(composer).toHaveCount(0);

        // The settings modal, each tab.
        await go(page, '/main/public?settings=general');
        const settings = page.getByRole('dialog', { name: 'Settings' });
        await expect(settings.getByRole('tab', { name: 'General' })).toBeVisible();
        const tabs = settings.getByRole('tab');
        const names = (await tabs.allTextContents()).map((name) => name.trim()).filter(Boolean);
        for (const name of names) {
          await settings.getByRole('tab', { name, exact: true }).click();
          await expect(settings.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
          await audit.check(`settings: ${name}`, DIALOG);
        }
        await settings.getByRole('button', { name: 'Close' }).first().click();
        await expect(settings).toHaveCount(0);
      }

      if (staff) {
        // The moderation modal, each section.
        if (width < 800) {
          await page.getByRole('button', { name: 'Menu' }).click();
          await page
            .getByRole('dialog', { name: 'Menu' })
            .getByRole('button', { name: /^Moderation/ })
            .click();
        } else {
          await page.getByRole('button', { name: /^Moderation/ }).click();
        }
        const moderation = page.getByRole('dialog', { name: 'Moderation' });
        await expect(moderation).toBeVisible();
        for (const name of ['Reports', 'Users', 'Posts']) {
          await moderation.getByRole('tab', { name }).click();
          await expect(moderation.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
          await audit.check(`moderation: ${name}`, DIALOG);
        }
        await moderation.getByRole('button', { name: 'Close' }).first().click();
        await expect(moderation).toHaveCount(0);
      }

      const report = audit.found
        .map((item) => `${item.screen}: ${item.rule} (${item.impact}) ${item.targets.join(', ')} — ${item.summary}`)
        .join('\n');
      expect(audit.found, report).toEqual([]);
    });
  }
}

// Every bundled theme besides the default (checked above with every rule): axe's colour-contrast rule on the
// screens a signed-in user sees, at both widths, the theme chosen in the preferences before the app starts.
for (const theme of ['fedi-light', 'fedi-black']) {
  test(`axe colour contrast in the ${theme} theme: none on any screen`, async ({ page, request }) => {
    test.setTimeout(budget(240_000));
    expect((await request.post('/__dev/reset')).ok()).toBeTruthy();
    const token = await apiToken(request, 'alice');
    const threadId = await findStatus(request, token, 'A deep thread starts here');
    await page.addInitScript(
      (name) => window.localStorage.setItem('fedi:preferences', JSON.stringify({ theme: name })),
      theme,
    );
    await signIn(page, 'alice');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--panel')))
      .not.toBe('');
    const found: Found[] = [];
    for (const width of WIDTHS) {
      const column = `alice ${theme} ${width}`;
      columns.push(column);
      const audit = new Audit(page, column, ['color-contrast']);
      await page.setViewportSize({ width, height: width < 800 ? 740 : 900 });
      for (const [screen, path] of [
        ['timeline: home', '/main/friends'],
        ['timeline: known network', '/main/all'],
        ['thread', `/notice/${threadId}`],
        ['profile', '/bob'],
      ] as const) {
        await go(page, path);
        await expect(statusCards(page).first()).toBeVisible();
        await audit.check(screen);
      }
      for (const [screen, path, heading] of [
        ['notifications', '/alice/notifications', 'Notifications'],
        ['search', '/search?query=hike', null],
        ['chats', '/users/alice/chats', 'Chats'],
      ] as const) {
        await go(page, path);
        if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
        else await expect(page.getByRole('searchbox').first()).toBeVisible();
        await audit.check(screen);
      }
      await page.getByRole('button', { name: 'New post' }).first().click();
      const composer = page.getByRole('dialog', { name: 'New post' });
      await expect(composer.getByRole('textbox').last()).toBeVisible();
      await audit.check('composer', DIALOG);
      await composer.getByRole('button', { name: 'Close' }).click();
      await go(page, '/main/friends?settings=style');
      const settings = page.getByRole('dialog', { name: 'Settings' });
      await expect(settings.getByRole('group', { name: 'Choose a theme' })).toBeVisible();
      await audit.check('settings: Style', DIALOG);
      await settings.getByRole('button', { name: 'Close' }).first().click();
      await expect(settings).toHaveCount(0);
      found.push(...audit.found);
    }
    const report = found.map((item) => `${item.screen}: ${item.targets.join(', ')} — ${item.summary}`).join('\n');
    expect(found, report).toEqual([]);
  });
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
    else await expect(statusCards(page).first()).toBeVisible();
    await settled(page);
    const { found, sideways } = await clipped(page);
    problems.push(...found.map((item) => `${name}: ${item}`));
    if (sideways) problems.push(`${name}: the page scrolls sideways`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
