import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { pngFile } from './support/composer';
import { accountId, apiPost } from './support/people';
import { apiToken, postStatus } from './support/timelines';
import { budget } from '../pace';

/**
 * The fault matrix (issue 21): every family of calls crossed with every kind of failure the dev instance
 * can inject. Each cell injects the fault on the family's call, makes the app send it, and checks: the
 * spec §8 message (or a clear one), no uncaught error or unhandled rejection, nothing typed or uploaded
 * lost, and recovery once the fault is cleared. One page per family, the faults in a loop; the table is
 * printed and written to `.reports/fault-matrix.md`.
 */

const KINDS = ['500', '503', '429', 'timeout', 'drop', 'malformed', '401'] as const;
type Kind = (typeof KINDS)[number];

/** The client's own request timeout (shared/src/api/http.ts, 30 s): the clock jumps past it. */
const CLIENT_TIMEOUT_MS = 30_000;

interface Endpoint {
  method: string;
  /** A dev-instance fault path (a trailing `*` matches a prefix). */
  path: string;
}

/** What the dev instance is told for each kind; bodies as Akkoma/Mastodon send them. */
function faultFor(kind: Kind, endpoint: Endpoint): Record<string, unknown> {
  switch (kind) {
    case '500':
      return { ...endpoint, status: 500, body: {} };
    case '503':
      return { ...endpoint, status: 503, body: {} };
    case '429':
      return { ...endpoint, status: 429, headers: { 'Retry-After': '30' }, body: { error: 'Throttled' } };
    case 'timeout':
      return { ...endpoint, delayMs: 120_000 };
    case 'drop':
      return { ...endpoint, drop: true };
    case 'malformed':
      return { ...endpoint, malformed: true };
    case '401':
      return { ...endpoint, status: 401, body: { error: 'The access token is invalid' } };
  }
}

/** Spec §8 (errorText in shared) for each kind; a 401 may also end the session with its own message. */
const MESSAGE: Record<Kind, RegExp> = {
  '500': /Internal Server Error/,
  '503': /The backend is not available/,
  '429': /You are rate limited/,
  timeout: /took too long to answer/,
  drop: /Failed to connect to server/,
  malformed: /answer could not be read/,
  '401': /access token is invalid|session has ended|sign in again|not signed in/i,
};

interface Ctx {
  page: Page;
  adminToken: string;
  bobId: string;
  chatId: string;
  /** A post of bob's that admin acts on. */
  statusId: string;
}

interface Family {
  name: string;
  /** Opens the family's screen (once, and again after a failed cell). */
  open(ctx: Ctx): Promise<void>;
  endpoint(ctx: Ctx): Endpoint;
  /** Makes the app send the call (cell number `n`, for unique texts). */
  trigger(ctx: Ctx, n: number): Promise<void>;
  /** Where the message shows. */
  message(ctx: Ctx): Locator;
  /** Overrides of MESSAGE (the family's own §8 wording). */
  expected?: Partial<Record<Kind, RegExp>>;
  /** Nothing typed or uploaded lost while the fault stands. */
  kept?(ctx: Ctx, n: number): Promise<void>;
  /** After the fault is cleared: the same thing works. */
  recover(ctx: Ctx, n: number): Promise<void>;
}

const alerts = (scope: Page | Locator) => scope.getByRole('alert');
const composerDialog = (page: Page) => page.getByRole('dialog', { name: 'New post' });
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Settings' });
const moderationDialog = (page: Page) => page.getByRole('dialog', { name: 'Moderation' });
const chatLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
const firstStatus = (page: Page) => page.locator('article.status').first();
const target = (page: Page, id: string) => page.locator(`article.status[data-status-id="${id}"]`);

/** Presses a Retry button if it is (still) there: a poll may have recovered on its own meanwhile. */
async function retryIfShown(button: Locator): Promise<void> {
  if (await button.isVisible()) await button.click().catch(() => undefined);
}

async function openComposer(page: Page): Promise<Locator> {
  const dialog = composerDialog(page);
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'New post' }).click();
  await expect(dialog).toBeVisible();
  return dialog;
}

const FAMILIES: Family[] = [
  {
    name: 'timelines',
    open: async ({ page }) => {
      await page.goto('/main/all');
      await expect(firstStatus(page)).toBeVisible();
    },
    endpoint: () => ({ method: 'GET', path: '/api/v1/timelines/public' }),
    trigger: async ({ page }) => {
      await page.goto('/main/all');
    },
    message: ({ page }) => alerts(page.locator('.timeline')),
    recover: async ({ page }) => {
      await retryIfShown(page.locator('.timeline').getByRole('button', { name: 'Try again' }));
      await expect(firstStatus(page)).toBeVisible();
      await expect(alerts(page.locator('.timeline'))).toHaveCount(0);
    },
  },
  {
    name: 'status actions',
    open: async ({ page, statusId }) => {
      await page.goto(`/notice/${statusId}`);
      await expect(target(page, statusId)).toBeVisible();
    },
    endpoint: ({ statusId }) => ({ method: 'POST', path: `/api/v1/statuses/${statusId}/favourite` }),
    trigger: async ({ page, statusId }) => {
      await target(page, statusId)
        .getByRole('button', { name: /^Favorite(, |$)/ })
        .click();
    },
    message: ({ page, statusId }) => alerts(target(page, statusId)),
    kept: async ({ page, statusId }) => {
      // Rolled back: not favourited.
      await expect(target(page, statusId).getByRole('button', { name: /^Favorite(, |$)/ })).toBeVisible();
    },
    recover: async ({ page, statusId }) => {
      const card = target(page, statusId);
      await card.getByRole('button', { name: 'Dismiss' }).click();
      await card.getByRole('button', { name: /^Favorite(, |$)/ }).click();
      await expect(card.getByRole('button', { name: 'Undo favorite' })).toHaveAttribute('aria-pressed', 'true');
      // Back as it was, for the next cell (the server answers it).
      const done = page.waitForResponse((r) => r.url().includes('/unfavourite') && r.ok(), { timeout: budget(10_000) });
      await card.getByRole('button', { name: 'Undo favorite' }).click();
      await done;
    },
  },
  {
    name: 'posting',
    open: async ({ page }) => {
      await page.goto('/main/friends');
      await openComposer(page);
    },
    endpoint: () => ({ method: 'POST', path: '/api/v1/statuses' }),
    trigger: async ({ page }, n) => {
      const composer = await openComposer(page);
      await composer.getByLabel('Post text').fill(`Fault matrix post ${n}`);
      await composer.getByRole('button', { name: 'Post', exact: true }).click();
    },
    message: ({ page }) => alerts(composerDialog(page)),
    expected: { timeout: /could not be reached|took too long/, drop: /could not be reached|Failed to connect/ },
    kept: async ({ page }, n) => {
      await expect(composerDialog(page).getByLabel('Post text')).toHaveValue(`Fault matrix post ${n}`);
    },
    recover: async ({ page }) => {
      const composer = composerDialog(page);
      await composer.getByRole('button', { name: 'Post', exact: true }).click();
      await expect(composer).toBeHidden();
    },
  },
  {
    name: 'uploads',
    open: async ({ page }) => {
      await page.goto('/main/friends');
      await openComposer(page);
    },
    endpoint: () => ({ method: 'POST', path: '/api/v1/media' }),
    trigger: async ({ page }, n) => {
      const composer = await openComposer(page);
      await composer.getByLabel('Post text').fill(`Fault matrix upload ${n}`);
      await composer.getByLabel('Add media').setInputFiles(pngFile(`cell-${n}.png`));
    },
    message: ({ page }) => alerts(composerDialog(page)),
    expected: { timeout: /Upload failed: .*took too long/ },
    kept: async ({ page }, n) => {
      const composer = composerDialog(page);
      await expect(composer.getByLabel('Post text')).toHaveValue(`Fault matrix upload ${n}`);
      await expect(composer.getByTestId('composer-attachment')).toHaveCount(0);
    },
    recover: async ({ page }, n) => {
      const composer = composerDialog(page);
      await composer.getByLabel('Add media').setInputFiles(pngFile(`cell-${n}.png`));
      await expect(composer.getByTestId('composer-attachment')).toHaveCount(1);
      await composer.getByRole('button', { name: 'Post', exact: true }).click();
      await expect(composer).toBeHidden();
    },
  },
  {
    name: 'profiles',
    open: async ({ page }) => {
      await page.goto('/bob');
      await expect(page.getByRole('heading', { name: /Bob/ }).first()).toBeVisible();
    },
    endpoint: () => ({ method: 'GET', path: '/api/v1/accounts/lookup' }),
    trigger: async ({ page }) => {
      await page.goto('/bob');
    },
    message: ({ page }) => alerts(page.locator('main')),
    expected: {
      '500': /error loading this profile|Error fetching user/,
      '503': /error loading this profile|Error fetching user/,
      '429': /rate limited|error loading this profile/,
      timeout: /took too long|error loading this profile/,
      drop: /Failed to connect|error loading this profile/,
      malformed: /could not be read|error loading this profile/,
    },
    recover: async ({ page }) => {
      await page
        .locator('main')
        .getByRole('button', { name: /Retry|Try again/ })
        .click();
      await expect(page.getByRole('heading', { name: /Bob/ }).first()).toBeVisible();
    },
  },
  {
    name: 'relationships',
    open: async ({ page }) => {
      await page.goto('/bob');
      await expect(page.getByRole('heading', { name: /Bob/ }).first()).toBeVisible();
    },
    endpoint: () => ({ method: 'POST', path: '/api/v1/accounts/*' }),
    trigger: async ({ page }) => {
      await page
        .locator('main')
        .getByRole('button', { name: /^Follow( back)?$/ })
        .click();
    },
    // Spec §8: follow failures are not shown; the button goes back to Follow.
    message: ({ page }) => page.locator('main').getByRole('button', { name: /^Follow( back)?$/ }),
    expected: Object.fromEntries(KINDS.map((kind) => [kind, /Follow/])),
    recover: async ({ page }) => {
      const main = page.locator('main');
      await main.getByRole('button', { name: /^Follow( back)?$/ }).click();
      await expect(main.getByRole('button', { name: /Unfollow|Following/ }).first()).toBeVisible();
      const done = page.waitForResponse((r) => r.url().includes('/unfollow') && r.ok(), { timeout: budget(10_000) });
      await main
        .getByRole('button', { name: /Unfollow|Following/ })
        .first()
        .click();
      const confirm = page.getByRole('alertdialog');
      if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: 'Unfollow' }).click();
      await done;
      await expect(main.getByRole('button', { name: /^Follow( back)?$/ })).toBeVisible();
    },
  },
  {
    name: 'notifications',
    open: async ({ page }) => {
      await page.goto('/admin/notifications');
      await expect(page.locator('main')).toBeVisible();
    },
    endpoint: () => ({ method: 'GET', path: '/api/v1/notifications' }),
    trigger: async ({ page }) => {
      await page.goto('/admin/notifications');
    },
    message: ({ page }) => alerts(page),
    recover: async ({ page }) => {
      await page.reload();
      await expect(alerts(page).filter({ hasText: 'Error fetching notifications' })).toHaveCount(0);
      await expect(page.locator('main').getByRole('heading', { name: 'Notifications' }).first()).toBeVisible();
    },
  },
  {
    name: 'search',
    open: async ({ page }) => {
      await page.goto('/search');
      await expect(page.getByRole('search')).toBeVisible();
    },
    endpoint: () => ({ method: 'GET', path: '/api/v2/search' }),
    trigger: async ({ page }, n) => {
      const box = page.getByRole('search').getByRole('searchbox');
      await box.fill(`bob ${n}`);
      await box.press('Enter');
    },
    message: ({ page }) => alerts(page.locator('main')),
    recover: async ({ page }) => {
      await page.locator('main').getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('tablist', { name: 'Search results' })).toBeVisible();
      await expect(alerts(page.locator('main'))).toHaveCount(0);
    },
  },
  {
    name: 'lists',
    open: async ({ page }) => {
      await page.goto('/lists');
      await page.getByRole('link', { name: 'New list' }).click();
      await expect(page.getByLabel('Title')).toBeVisible();
    },
    endpoint: () => ({ method: 'POST', path: '/api/v1/lists' }),
    trigger: async ({ page }, n) => {
      if (!(await page.getByLabel('Title').isVisible())) {
        await page.goto('/lists');
        await page.getByRole('link', { name: 'New list' }).click();
      }
      await page.getByLabel('Title').fill(`Fault list ${n}`);
      await page.getByRole('button', { name: 'Create' }).click();
    },
    message: ({ page }) => alerts(page.locator('main')),
    kept: async ({ page }, n) => {
      await expect(page.getByLabel('Title')).toHaveValue(`Fault list ${n}`);
    },
    recover: async ({ page }) => {
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page).toHaveURL(/\/lists\/[^/]+$/);
    },
  },
  {
    name: 'announcements',
    open: async ({ page }) => {
      await page.goto('/announcements');
      await expect(page.getByRole('region', { name: 'New announcement' })).toBeVisible();
    },
    endpoint: () => ({ method: 'POST', path: '/api/v1/pleroma/admin/announcements' }),
    trigger: async ({ page }, n) => {
      const form = page.getByRole('region', { name: 'New announcement' });
      await form.getByLabel('Content').fill(`Fault announcement ${n}`);
      await form.getByRole('button', { name: 'Post' }).click();
    },
    message: ({ page }) => alerts(page.locator('main')),
    kept: async ({ page }, n) => {
      await expect(page.getByRole('region', { name: 'New announcement' }).getByLabel('Content')).toHaveValue(
        `Fault announcement ${n}`,
      );
    },
    recover: async ({ page }, n) => {
      await page.getByRole('region', { name: 'New announcement' }).getByRole('button', { name: 'Post' }).click();
      await expect(page.locator('.people-announcement', { hasText: `Fault announcement ${n}` })).toBeVisible();
    },
  },
  {
    name: 'settings',
    open: async ({ page }) => {
      await page.goto('/main/friends?settings=profile');
      await expect(settingsDialog(page).getByRole('textbox', { name: 'Display name' })).toBeVisible();
    },
    endpoint: () => ({ method: 'PATCH', path: '/api/v1/accounts/update_credentials' }),
    trigger: async ({ page }, n) => {
      const dialog = settingsDialog(page);
      await dialog.getByRole('textbox', { name: 'Display name' }).fill(`Admin ${n}`);
      await dialog.getByRole('button', { name: 'Save profile' }).click();
    },
    message: ({ page }) => alerts(settingsDialog(page)),
    kept: async ({ page }, n) => {
      await expect(settingsDialog(page).getByRole('textbox', { name: 'Display name' })).toHaveValue(`Admin ${n}`);
    },
    recover: async ({ page }) => {
      const dialog = settingsDialog(page);
      await dialog.getByRole('button', { name: 'Save profile' }).click();
      await expect(dialog.getByText('Settings saved')).toBeVisible();
    },
  },
  {
    name: 'moderation',
    open: async ({ page }) => {
      await page.goto('/main/friends');
      await page.getByRole('button', { name: /^Moderation/ }).click();
      const dialog = moderationDialog(page);
      await dialog.getByRole('tab', { name: 'Users' }).click();
      await expect(dialog.getByRole('searchbox', { name: 'Search users' })).toBeVisible();
    },
    endpoint: () => ({ method: 'GET', path: '/api/v1/pleroma/admin/users' }),
    trigger: async ({ page }, n) => {
      const dialog = moderationDialog(page);
      await dialog.getByRole('searchbox', { name: 'Search users' }).fill(n % 2 ? 'bo' : 'b');
      await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    },
    message: ({ page }) => alerts(moderationDialog(page)),
    recover: async ({ page }) => {
      const dialog = moderationDialog(page);
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(dialog.getByText('@bob', { exact: true })).toBeVisible();
      await expect(alerts(dialog)).toHaveCount(0);
    },
  },
  {
    name: 'chats',
    open: async ({ page, bobId }) => {
      await page.goto(`/users/admin/chats/${bobId}`);
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    },
    endpoint: ({ chatId }) => ({ method: 'POST', path: `/api/v1/pleroma/chats/${chatId}/messages` }),
    trigger: async ({ page }, n) => {
      const field = page.getByRole('textbox', { name: 'Message' });
      await field.fill(`Fault chat ${n}`);
      await field.press('Enter');
    },
    message: ({ page }) => alerts(chatLog(page)),
    expected: Object.fromEntries(KINDS.map((kind) => [kind, /Something went wrong when sending the message/])),
    kept: async ({ page }, n) => {
      const failed = chatLog(page)
        .getByTestId('chat-message')
        .filter({ hasText: `Fault chat ${n}` });
      await expect(failed).toHaveAttribute('data-state', 'failed');
    },
    recover: async ({ page }, n) => {
      const failed = chatLog(page)
        .getByTestId('chat-message')
        .filter({ hasText: `Fault chat ${n}` });
      await failed.getByRole('button', { name: 'Retry' }).click();
      await expect(failed).toHaveAttribute('data-state', 'sent');
      await expect(chatLog(page).getByText(`Fault chat ${n}`)).toHaveCount(1);
    },
  },
];

/** Uncaught errors and unhandled rejections of a page, as they come. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /uncaught|unhandled/i.test(message.text()))
      errors.push(`console: ${message.text()}`);
  });
  return errors;
}

function matches(request: Request, endpoint: Endpoint): boolean {
  if (request.method() !== endpoint.method) return false;
  const path = new URL(request.url()).pathname;
  return endpoint.path.endsWith('*') ? path.startsWith(endpoint.path.slice(0, -1)) : path === endpoint.path;
}

async function setFault(page: Page, fault: Record<string, unknown>): Promise<void> {
  const response = await page.request.post('/__dev/faults', { data: fault });
  expect(response.ok()).toBeTruthy();
}

async function clearFaults(page: Page): Promise<void> {
  await page.request.delete('/__dev/faults');
}

/**
 * Whether a 401 ended the session: the login page opens (SessionEndRedirect, once the refused account is
 * forgotten: a moment after the message) or its form shows instead of the screen.
 */
async function sessionEnded(page: Page): Promise<boolean> {
  const atLogin = () => new URL(page.url()).pathname === '/login';
  await page.waitForURL(/\/login(\?|$)/, { timeout: budget(5_000) }).catch(() => undefined);
  if (atLogin()) return true;
  return page.getByRole('button', { name: 'Log in', exact: true }).isVisible();
}

interface CellResult {
  pass: boolean;
  reason?: string;
}

async function runCell(ctx: Ctx, family: Family, kind: Kind, n: number, errors: string[]): Promise<CellResult> {
  const { page } = ctx;
  const before = errors.length;
  const endpoint = family.endpoint(ctx);
  try {
    await setFault(page, faultFor(kind, endpoint));
    const sent = page.waitForRequest((request) => matches(request, endpoint), { timeout: budget(15_000) });
    sent.catch(() => undefined);
    await family.trigger(ctx, n);
    const request = await sent;
    const expected = family.expected?.[kind] ?? MESSAGE[kind];
    const shown = family.message(ctx).filter({ hasText: expected }).first();
    if (kind === 'timeout') {
      // The clock jumps past the client's timeout until the message shows: the request seen may be the page
      // before's (its catch-up poll after the socket joined) and the screen's own not yet sent at the jump.
      await expect(async () => {
        await page.clock.fastForward(CLIENT_TIMEOUT_MS + 1_000);
        await expect(shown).toBeVisible({ timeout: budget(1_000) });
      }).toPass({ timeout: budget(15_000) });
    }
    // The faulted answer has come (or the request failed) before the screen is judged.
    await request.response().catch(() => null);
    // A 401 ends the session: the login page says so (one message) instead of the screen's own error.
    const ended = page
      .getByRole('alert')
      .filter({ hasText: /session has ended/i })
      .first();
    await expect(kind === '401' ? shown.or(ended) : shown).toBeVisible({ timeout: budget(15_000) });
    const endedSession = kind === '401' && (await sessionEnded(page));
    // What was typed is kept on the screen; after a session end it is the draft (session-end.spec.ts).
    if (!endedSession) await family.kept?.(ctx, n);
    // Still usable: the main navigation is there.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await clearFaults(page);
    if (endedSession) {
      // The 401 ended the session (its one message was checked above): signing in again brings the app back.
      await signIn(page, 'admin');
      await family.open(ctx);
    } else {
      await family.recover(ctx, n);
    }
    const uncaught = errors.slice(before);
    if (uncaught.length > 0) return { pass: false, reason: uncaught.join(' | ') };
    return { pass: true };
  } catch (error) {
    await clearFaults(page);
    const uncaught = errors.slice(before);
    const message = (error as Error).message.split('\n').slice(0, 6).join(' ');
    return { pass: false, reason: [message, ...uncaught].join(' | ') };
  }
}

function table(results: Map<string, Map<Kind, CellResult>>): string {
  const head = `| family | ${KINDS.join(' | ')} |`;
  const rule = `|---|${KINDS.map(() => '---').join('|')}|`;
  const rows = [...results].map(
    ([name, cells]) => `| ${name} | ${KINDS.map((kind) => (cells.get(kind)?.pass ? 'pass' : 'FAIL')).join(' | ')} |`,
  );
  return [head, rule, ...rows].join('\n');
}

test('fault matrix: every family of calls under every fault', async ({ browser, page: first }) => {
  test.setTimeout(budget(300_000));
  await resetInstance(first);
  await clearFaults(first);
  const adminToken = await apiToken(first.request, 'admin');
  const bobId = await accountId(first.request, adminToken, 'bob');
  const chat = (await apiPost(first.request, adminToken, `/api/v1/pleroma/chats/by-account-id/${bobId}`)) as {
    id: string;
  };
  await apiPost(first.request, adminToken, `/api/v1/accounts/${bobId}/unfollow`);
  const bobToken = await apiToken(first.request, 'bob');
  const { id: statusId } = await postStatus(first.request, bobToken, { status: 'A post for the fault matrix' });
  const only = process.env.FAULT_FAMILIES?.split(',');
  const context: BrowserContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.clock.install();
  const signInPage = await context.newPage();
  await signIn(signInPage, 'admin');
  await signInPage.close();

  const results = new Map<string, Map<Kind, CellResult>>();
  let n = 0;
  for (const family of FAMILIES) {
    if (only && !only.includes(family.name)) continue;
    const page = await context.newPage();
    // A step that hangs fails its cell instead of the whole run.
    page.setDefaultTimeout(15_000);
    page.setDefaultNavigationTimeout(15_000);
    const errors = collectErrors(page);
    const ctx: Ctx = { page, adminToken, bobId, chatId: chat.id, statusId };
    const cells = new Map<Kind, CellResult>();
    results.set(family.name, cells);
    await family.open(ctx);
    for (const kind of KINDS) {
      n += 1;
      const result = await runCell(ctx, family, kind, n, errors);
      cells.set(kind, result);
      if (process.env.FAULT_MATRIX_VERBOSE)
        console.log(`${family.name} × ${kind}: ${result.pass ? 'pass' : `FAIL ${result.reason ?? ''}`}`);
      if (!result.pass) await family.open(ctx).catch(() => undefined);
    }
    await page.close();
  }
  await context.close();

  const failures = [...results].flatMap(([name, cells]) =>
    [...cells].filter(([, cell]) => !cell.pass).map(([kind, cell]) => `${name} × ${kind}: ${cell.reason ?? ''}`),
  );
  const report = [
    '# Fault matrix',
    '',
    'Rows: families of calls; columns: the injected fault (e2e/tests/fault-matrix.spec.ts).',
    '',
    table(results),
    '',
    ...(failures.length ? ['## Failures', '', ...failures.map((line) => `- ${line}`)] : []),
    '',
  ].join('\n');
  console.log(`\n${report}`);
  const dir = join(__dirname, '..', '..', '.reports');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'fault-matrix.md'), report);
  expect(failures).toEqual([]);
});
