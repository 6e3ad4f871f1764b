import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { signIn } from './app';
import { INVARIANTS, INVARIANT_NAMES, ScreenInvariants, describeFindings, type Findings } from './invariants';
import { apiToken, findStatus } from './timelines';
import { budget } from '../../pace';

/**
 * The a11y walk: every screen, menu and dialog per role and width, one test per stop so a failure names its
 * screen. One signed-in page per role × width (a `describe` whose `beforeAll` makes it); each test moves to
 * its own screen from whatever state the page is in, with the router (no reload), then runs axe-core (0
 * serious or critical violations) and the screen invariants (`invariants.ts`). A failed test restarts the
 * worker: the `beforeAll` opens the page again with the saved session and the next test starts from its own screen, so nothing cascades.
 *
 * Results go to two tables per spec file, printed at its end and written to `.reports/<file>.md` (axe
 * counts: screens × role and width) and `.reports/invariants-<file>.md` (screen × role and width ×
 * invariant). The cells are kept in `.reports/walk/<file>.jsonl` as they come, so a worker restarted after a
 * failure adds to the table rather than starting it again; each file writes only its own files.
 */

export type Role = 'visitor' | 'user' | 'moderator' | 'admin';
export const LOGINS: Record<Role, string | null> = { visitor: null, user: 'alice', moderator: 'mod', admin: 'admin' };
/** The widths: a phone (390 × 844) and a desktop (1280 × 900). */
export const WIDTHS = [390, 1280] as const;
export const viewportOf = (width: number) => ({ width, height: width < 800 ? 844 : 900 });
/** Open dialogs: native ones and ARIA ones. */
export const DIALOG = 'dialog[open], [role="dialog"], [role="alertdialog"]';
export const MENU = '[role="menu"]';
const BLOCKING = new Set(['serious', 'critical']);

export interface Walker {
  page: Page;
  role: Role;
  login: string | null;
  width: number;
  narrow: boolean;
  signedIn: boolean;
  staff: boolean;
  threadId: string;
  photosId: string;
  invariants: ScreenInvariants;
}

/** What a test knows before its page exists (which stops apply). */
export type Place = Pick<Walker, 'role' | 'login' | 'width' | 'narrow' | 'signedIn' | 'staff'>;

export interface Stop {
  screen: string;
  when?: (place: Place) => boolean;
  /** Opens the screen from any state; returns the part axe reads (a selector; the whole page without). */
  open: (walker: Walker) => Promise<string | undefined>;
}

/** Moves within the app without a reload (react-router listens to popstate). */
export async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export async function settled(page: Page) {
  // Loading placeholders and lazy chunks: wait until nothing is busy.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: budget(15_000) });
}

const openLayers = (page: Page) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].filter((element) => (element as HTMLElement).checkVisibility()).length,
    `${DIALOG}, ${MENU}`,
  );

/** Closes what a test before left open (Escape, innermost first); a reload where Escape cannot. */
export async function fromAnyState(page: Page) {
  for (let attempt = 0; attempt < 4 && (await openLayers(page)) > 0; attempt++) {
    const before = await openLayers(page);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => openLayers(page), { timeout: budget(2_000) })
      .toBeLessThan(before)
      .catch(() => undefined);
  }
  if ((await openLayers(page)) > 0) await page.goto('/main/public');
}

// ——— The tables ———

interface Cell {
  run: number;
  kind: 'axe' | 'invariant';
  screen: string;
  column: string;
  invariant?: string;
  value: string;
}

const reports = join(__dirname, '..', '..', '..', '.reports');
/** One run of the runner (workers restarted after a failure share it): its process id. */
const RUN = process.ppid;

export class WalkTables {
  private readonly cells: string;
  constructor(private readonly file: string) {
    this.cells = join(reports, 'walk', `${file}.jsonl`);
  }

  private read(): Cell[] {
    if (!existsSync(this.cells)) return [];
    return readFileSync(this.cells, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Cell)
      .filter((cell) => cell.run === RUN);
  }

  private add(cells: Cell[]) {
    mkdirSync(join(reports, 'walk'), { recursive: true });
    // A previous run's cells are dropped on the first write of this run.
    const stale =
      existsSync(this.cells) &&
      readFileSync(this.cells, 'utf8')
        .split('\n')
        .some((line) => line && !line.includes(`"run":${RUN},`));
    if (stale) writeFileSync(this.cells, '');
    appendFileSync(this.cells, cells.map((cell) => `${JSON.stringify(cell)}\n`).join(''));
  }

  recordAxe(screen: string, column: string, count: number) {
    this.add([{ run: RUN, kind: 'axe', screen, column, value: String(count) }]);
  }

  recordInvariants(screen: string, column: string, findings: Findings) {
    this.add(
      INVARIANT_NAMES.map((invariant) => {
        const found = findings[invariant];
        return {
          run: RUN,
          kind: 'invariant' as const,
          screen,
          column,
          invariant,
          value: found === null ? '–' : found.length === 0 ? 'pass' : `FAIL ${found.length}`,
        };
      }),
    );
  }

  /** Prints both tables and writes them (the whole run's cells of this file so far). */
  write() {
    const cells = this.read();
    if (cells.length === 0) return;
    mkdirSync(reports, { recursive: true });
    const latest = new Map<string, Cell>();
    for (const cell of cells) latest.set(`${cell.kind}|${cell.screen}|${cell.column}|${cell.invariant ?? ''}`, cell);
    const all = [...latest.values()];

    const axe = all.filter((cell) => cell.kind === 'axe');
    const columns = [...new Set(axe.map((cell) => cell.column))];
    const screens = [...new Set(axe.map((cell) => cell.screen))];
    const axeTable = render(
      ['screen', ...columns],
      screens.map((screen) => [
        screen,
        ...columns.map((column) => axe.find((cell) => cell.screen === screen && cell.column === column)?.value ?? '–'),
      ]),
    );

    const invariant = all.filter((cell) => cell.kind === 'invariant');
    const rows = [...new Set(invariant.map((cell) => `${cell.screen}\u0000${cell.column}`))];
    const invariantTable = render(
      ['screen', 'role × width', ...INVARIANT_NAMES.map((name) => INVARIANTS[name])],
      rows.map((key) => {
        const [screen, column] = key.split('\u0000') as [string, string];
        return [
          screen,
          column,
          ...INVARIANT_NAMES.map(
            (name) =>
              invariant.find((cell) => cell.screen === screen && cell.column === column && cell.invariant === name)
                ?.value ?? '–',
          ),
        ];
      }),
    );
    const failing = invariant.filter((cell) => cell.value.startsWith('FAIL')).length;
    const title = `${this.file}: `;
    console.log(`\n${title}axe, serious + critical violations per screen\n${axeTable}\n`);
    console.log(`\n${title}screen invariants (${failing} failing cells)\n${invariantTable}\n`);
    writeFileSync(join(reports, `${this.file}.md`), `# axe: ${this.file}\n\n${axeTable}\n`);
    writeFileSync(
      join(reports, `invariants-${this.file}.md`),
      `# Screen invariants: ${this.file}\n\n${failing} failing cells. pass, FAIL n: n problems (the test's error lists them), – not checked.\n\n${invariantTable}\n`,
    );
  }
}

function render(head: string[], rows: string[][]): string {
  const widths = head.map((_, index) => Math.max(...[head, ...rows].map((row) => row[index]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`;
  return [line(head), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

// ——— axe ———

interface Violation {
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

/** axe-core on the page or a part: the serious and critical violations. `rules`: only these rules. */
export async function axe(page: Page, scope?: string, rules?: string[]): Promise<Violation[]> {
  let builder = rules
    ? new AxeBuilder({ page }).withRules(rules)
    : new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        // Label in name (WCAG 2.5.3) is still an experimental rule in axe: asked for by name.
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        // The seed's demo video has no captions track (content, not the app's markup).
        .disableRules(['video-caption']);
  if (typeof scope === 'string') builder = builder.include(scope);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? '',
      count: violation.nodes.length,
    }));
}

// ——— The walk ———

const statusCards = (page: Page) => page.locator('article.status');

interface Saved {
  run: number;
  threadId: string;
  photosId: string;
  storage?: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;
}

/**
 * The page of one role × width. The first of a run resets the instance, finds the seeded statuses and signs
 * in through the form; a worker restarted after a failed test takes the saved ids and session (its token in
 * localStorage) instead: the walk changes nothing on the server, so nothing needs resetting again.
 */
async function startPage(
  browser: Browser,
  info: TestInfo,
  place: Place,
  options: WalkOptions,
  key: string,
): Promise<Walker> {
  const baseURL = info.project.use.baseURL;
  const savedFile = join(reports, 'walk', `${key}.json`);
  const saved = existsSync(savedFile) ? (JSON.parse(readFileSync(savedFile, 'utf8')) as Saved) : null;
  const again = saved?.run === RUN ? saved : null;
  // A context of its own (axe's builder refuses pages of `browser.newPage()`).
  const context = await browser.newContext({
    baseURL,
    locale: options.locale ?? 'en-US',
    serviceWorkers: 'block',
    viewport: viewportOf(again ? place.width : 1280),
    storageState: again?.storage,
  });
  const page = await context.newPage();
  // From the first request on: the console and the network of the whole walk.
  const invariants = await ScreenInvariants.attach(page);
  let ids = again;
  if (!ids) {
    const resetFile = join(reports, 'walk', `${key.split('--')[0]}.reset`);
    if (!existsSync(resetFile) || readFileSync(resetFile, 'utf8') !== String(RUN)) {
      expect((await page.request.post('/__dev/reset')).ok()).toBeTruthy();
      mkdirSync(join(reports, 'walk'), { recursive: true });
      writeFileSync(resetFile, String(RUN));
    }
    const token = await apiToken(page.request, 'alice');
    ids = {
      run: RUN,
      photosId: await findStatus(page.request, token, 'Two new photos from the weekend hike'),
      // A thread of a dozen statuses (the seed's 300-reply thread makes one axe run take minutes).
      threadId: await findStatus(page.request, token, 'A deep thread starts here'),
    };
  }
  await options.prepare?.(page);
  if (place.login && !again) {
    // Signed in on the desktop layout (its Log out button says when), then at the width tested.
    await signIn(page, place.login);
  } else {
    await page.goto('/main/public');
    await expect(statusCards(page).first()).toBeVisible();
  }
  await options.ready?.(page);
  await page.setViewportSize(viewportOf(place.width));
  if (!again) {
    mkdirSync(join(reports, 'walk'), { recursive: true });
    writeFileSync(savedFile, JSON.stringify({ ...ids, storage: await context.storageState() }));
  }
  return { ...place, page, threadId: ids.threadId, photosId: ids.photosId, invariants };
}

export interface WalkOptions {
  /** Only these axe rules (a theme's colour-contrast run). */
  rules?: string[];
  /** Before the app starts (an init script: a theme in the preferences). */
  prepare?: (page: Page) => Promise<void>;
  /** The browser's language (the interface follows it); English by default. */
  locale?: string;
  /** After the app has started (and signed in). */
  ready?: (page: Page) => Promise<void>;
  /** The describe's title (default: the role and width). */
  title?: (place: Place) => string;
  /** The axe table's column (default: the role and width). */
  column?: (place: Place) => string;
}

const fileTables = new Map<string, WalkTables>();

/** Declares the walk of `roles` over `stops` at both widths, in the calling spec file. */
export function walk(specFile: string, roles: Role[], stops: Stop[], options: WalkOptions = {}) {
  const file = basename(specFile).replace(/\.spec\.ts$/, '');
  const tables = fileTables.get(file) ?? new WalkTables(file);
  if (!fileTables.has(file)) {
    fileTables.set(file, tables);
    test.afterAll(() => tables.write());
  }

  for (const role of roles) {
    for (const width of WIDTHS) {
      const login = LOGINS[role];
      const place: Place = {
        role,
        login,
        width,
        narrow: width < 800,
        signedIn: login !== null,
        staff: role === 'moderator' || role === 'admin',
      };
      const column = options.column?.(place) ?? `${role} ${width}`;
      test.describe(options.title?.(place) ?? `${role} at ${width}px`, () => {
        let walker: Walker | undefined;
        test.beforeAll(async ({ browser }, info) => {
          walker = await startPage(browser, info, place, options, `${file}--${column.replace(/\W+/g, '-')}`);
        });
        test.afterAll(async () => {
          await walker?.page.context().close();
        });

        for (const stop of stops) {
          if (stop.when && !stop.when(place)) continue;
          test(stop.screen, async () => {
            const current = walker!;
            const times = [Date.now()];
            await fromAnyState(current.page);
            const scope = await stop.open(current);
            await settled(current.page);
            times.push(Date.now());
            const violations = await axe(current.page, scope, options.rules);
            times.push(Date.now());
            tables.recordAxe(
              stop.screen,
              column,
              violations.reduce((sum, violation) => sum + (violation as Violation & { count: number }).count, 0),
            );
            const findings = await current.invariants.check();
            times.push(Date.now());
            if (process.env.A11Y_DEBUG)
              console.log(
                `${stop.screen} ${column}: open ${times[1]! - times[0]!} ms, axe ${times[2]! - times[1]!} ms, invariants ${times[3]! - times[2]!} ms`,
              );
            tables.recordInvariants(stop.screen, column, findings);
            const axeReport = violations
              .map((item) => `${item.rule} (${item.impact}) ${item.targets.join(', ')} — ${item.summary}`)
              .join('\n');
            const problems = describeFindings(findings);
            // Both reported, whichever fails.
            expect.soft(violations, `axe on ${stop.screen}:\n${axeReport}`).toEqual([]);
            expect.soft(problems, `screen invariants on ${stop.screen}:\n${problems.join('\n')}`).toEqual([]);
          });
        }
      });
    }
  }
}

// ——— The stops ———

const signedIn = (place: Place) => place.signedIn;
const staff = (place: Place) => place.staff;

async function timeline(walker: Walker, path: string) {
  await go(walker.page, path);
  await expect(statusCards(walker.page).first()).toBeVisible();
  return undefined;
}

async function bobsProfile({ page }: Walker) {
  await go(page, '/bob');
  const card = page.getByRole('region', { name: 'Profile of bob' });
  await expect(card).toBeVisible();
  await expect(statusCards(page).first()).toBeVisible();
  return card;
}

async function openModeration(walker: Walker) {
  const { page } = walker;
  await go(page, '/main/public');
  if (walker.narrow) {
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
  return moderation;
}

async function moderationTab(walker: Walker, name: string) {
  const moderation = await openModeration(walker);
  await moderation.getByRole('tab', { name }).click();
  await expect(moderation.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  return moderation;
}

const SETTINGS_TABS: Array<[string, string]> = [
  ['general', 'General'],
  ['profile', 'Profile'],
  ['security', 'Security'],
  ['notifications', 'Notifications'],
  ['blocks', 'Blocks'],
  ['mutes', 'Mutes'],
  ['data', 'Data import / export'],
  ['style', 'Style'],
];

/** Every stop of the walk, in the order a person would go; `when` says for whom. */
export const STOPS: Stop[] = [
  {
    screen: 'login',
    when: (place) => !place.signedIn,
    open: async ({ page }) => {
      await go(page, '/login');
      await expect(page.getByLabel('Username')).toBeVisible();
      return undefined;
    },
  },
  {
    screen: 'registration',
    when: (place) => !place.signedIn,
    open: async ({ page }) => {
      await go(page, '/registration');
      await expect(page.getByRole('heading').first()).toBeVisible();
      return undefined;
    },
  },
  { screen: 'timeline: public', open: (walker) => timeline(walker, '/main/public') },
  { screen: 'timeline: known network', open: (walker) => timeline(walker, '/main/all') },
  { screen: 'timeline: home', when: signedIn, open: (walker) => timeline(walker, '/main/friends') },
  {
    screen: 'thread',
    open: async ({ page, threadId }) => {
      await go(page, `/notice/${threadId}`);
      await expect(page.locator(`article.status[data-status-id="${threadId}"]`)).toBeVisible();
      return undefined;
    },
  },
  {
    screen: 'media viewer',
    open: async ({ page, photosId }) => {
      await go(page, `/notice/${photosId}`);
      const photos = page.locator(`article.status[data-status-id="${photosId}"]`);
      await photos.locator('.attachment-image').first().click();
      await expect(page.getByRole('dialog', { name: 'Media viewer' })).toContainText('1 of 2');
      return DIALOG;
    },
  },
  {
    screen: 'profile',
    open: async (walker) => {
      await bobsProfile(walker);
      return undefined;
    },
  },
  {
    // A status of bob's. Visitors get remote-interaction links instead of a status menu.
    screen: 'status menu',
    when: signedIn,
    open: async (walker) => {
      await bobsProfile(walker);
      await statusCards(walker.page).first().getByRole('button', { name: 'More actions' }).click();
      await expect(walker.page.getByRole('menu')).toBeVisible();
      return MENU;
    },
  },
  {
    screen: 'profile card menu',
    when: signedIn,
    open: async (walker) => {
      const card = await bobsProfile(walker);
      await card.getByRole('button', { name: 'More actions' }).click();
      await expect(walker.page.getByRole('menu')).toBeVisible();
      return MENU;
    },
  },
  {
    screen: 'report dialog',
    when: signedIn,
    open: async (walker) => {
      const card = await bobsProfile(walker);
      await card.getByRole('button', { name: 'More actions' }).click();
      await walker.page.getByRole('menuitem', { name: 'Report' }).click();
      await expect(
        walker.page.getByRole('dialog', { name: 'Report @bob' }).getByLabel('Additional comments'),
      ).toBeVisible();
      return DIALOG;
    },
  },
  {
    screen: 'follows list',
    open: async (walker) => {
      const { page } = walker;
      await bobsProfile(walker);
      // By keyboard: at 375 px the card's highlight fieldset overlapped the tabs after the report dialog.
      await page.getByRole('tab', { name: 'Follows' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('tab', { name: 'Follows' })).toHaveAttribute('aria-selected', 'true');
      return undefined;
    },
  },
  {
    // Alice's own profile: her verified link's mark.
    screen: 'own profile',
    when: (place) => place.role === 'user',
    open: async ({ page, login }) => {
      await go(page, `/${login}`);
      await expect(page.getByRole('region', { name: `Profile of ${login}` })).toBeVisible();
      await expect(page.locator('.people-verified').first()).toBeVisible();
      return undefined;
    },
  },
  {
    screen: 'search',
    open: async ({ page }) => {
      await go(page, '/search?query=hike');
      await expect(page.getByRole('searchbox').first()).toBeVisible();
      return undefined;
    },
  },
  {
    screen: 'announcements',
    open: async ({ page }) => {
      await go(page, '/announcements');
      await expect(page.getByRole('heading', { name: 'Announcements' }).first()).toBeVisible();
      return undefined;
    },
  },
  {
    screen: 'about',
    when: (place) => place.role === 'visitor' || place.role === 'user',
    open: async ({ page }) => {
      await go(page, '/about');
      await expect(page.locator('.people-root').getByRole('region', { name: 'About this instance' })).toBeVisible();
      return undefined;
    },
  },
  {
    screen: 'notifications',
    when: signedIn,
    open: async ({ page, login }) => {
      await go(page, `/${login}/notifications`);
      await expect(page.getByRole('heading', { name: 'Notifications' }).first()).toBeVisible();
      return undefined;
    },
  },
  {
    screen: 'lists',
    when: signedIn,
    open: async ({ page }) => {
      await go(page, '/lists');
      await expect(page.getByRole('heading', { name: 'Lists' }).first()).toBeVisible();
      return undefined;
    },
  },
  {
    screen: 'chats',
    when: signedIn,
    open: async ({ page, login }) => {
      await go(page, `/users/${login}/chats`);
      await expect(page.getByRole('heading', { name: 'Chats' }).first()).toBeVisible();
      return undefined;
    },
  },
  {
    // The side drawer (narrow layouts only).
    screen: 'side drawer',
    when: (place) => place.narrow,
    open: async (walker) => {
      await timeline(walker, '/main/public');
      await walker.page.getByRole('button', { name: 'Menu' }).click();
      await expect(walker.page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      return DIALOG;
    },
  },
  {
    screen: 'composer',
    when: signedIn,
    open: async (walker) => {
      await timeline(walker, '/main/public');
      await walker.page.getByRole('button', { name: 'New post' }).first().click();
      await expect(walker.page.getByRole('dialog', { name: 'New post' }).getByRole('textbox').last()).toBeVisible();
      return DIALOG;
    },
  },
  ...SETTINGS_TABS.map(([key, name]): Stop => ({
    screen: `settings: ${name}`,
    when: signedIn,
    open: async ({ page }) => {
      await go(page, `/main/public?settings=${key}`);
      const settings = page.getByRole('dialog', { name: 'Settings' });
      await expect(settings.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      return DIALOG;
    },
  })),
  ...['Reports', 'Users', 'Posts'].map((name): Stop => ({
    screen: `moderation: ${name}`,
    when: staff,
    open: async (walker) => {
      await moderationTab(walker, name);
      return DIALOG;
    },
  })),
  {
    // The Users section's per-account Moderate dropdown.
    screen: 'moderation: Users, Moderate menu',
    when: staff,
    open: async (walker) => {
      const moderation = await moderationTab(walker, 'Users');
      const button = moderation.getByRole('button', { name: /^Moderate @/ }).first();
      const name = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';
      await button.click();
      await expect(walker.page.getByRole('menu', { name: name.trim() })).toBeVisible();
      return MENU;
    },
  },
  {
    // The admin menu on a user's card (staff on /dave).
    screen: 'profile: Moderate menu',
    when: staff,
    open: async ({ page }) => {
      await go(page, '/dave');
      const card = page.getByRole('region', { name: 'Profile of dave' });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: 'Moderate @dave' }).click();
      await expect(page.getByRole('menu', { name: 'Moderate @dave' })).toBeVisible();
      return MENU;
    },
  },
];
