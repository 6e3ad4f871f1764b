import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { openComposer } from './support/composer';
import { apiToken, findStatus } from './support/timelines';

// The app host sends a Content-Security-Policy with every page (devserver/src/host/csp.ts) whose
// violations go to /__csp-report; with test controls /__dev/csp-reports lists them.
test.describe.configure({ mode: 'serial' });

interface Violation {
  'document-uri'?: string;
  'violated-directive'?: string;
  'blocked-uri'?: string;
  'source-file'?: string;
  'line-number'?: number;
}

async function clearReports(request: APIRequestContext): Promise<void> {
  expect((await request.delete('/__dev/csp-reports')).ok()).toBeTruthy();
}

async function reports(request: APIRequestContext): Promise<Violation[]> {
  return (await (await request.get('/__dev/csp-reports')).json()) as Violation[];
}

/** Violations also reach the page as events: counted there too, so none is missed by a late report. */
async function countViolationEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__cspViolations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
}

async function violationEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
  await clearReports(page.request);
});

test('the app page is sent with the policy: scripts only from the app, nothing inline, no plugins, no base, no framing', async ({
  page,
}) => {
  const response = await page.goto('/main/public');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const directives = new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
  expect(directives.get('script-src')).toBe("'self'");
  expect(directives.get('object-src')).toBe("'none'");
  expect(directives.get('base-uri')).toBe("'none'");
  expect(directives.get('frame-ancestors')).toBe("'none'");
  expect(directives.get('style-src')).toBe("'self'");
  expect(directives.get('report-uri')).toBe('/__csp-report');
  // The built page has no inline script: every <script> has a src on the app's origin.
  const scripts = await page
    .locator('script')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ src: (node as HTMLScriptElement).src, inline: (node.textContent ?? '').trim() })),
    );
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.inline).toBe('');
    expect(new URL(script.src).origin).toBe(new URL(page.url()).origin);
  }
});

test('a page that tries inline script under the same policy is blocked, and the block is reported', async ({
  page,
}) => {
  await countViolationEvents(page);
  await page.goto('/__dev/csp-test');
  await expect(page.getByRole('heading', { name: 'CSP test page' })).toBeVisible();
  const ran = await page.evaluate(() => {
    const w = window as unknown as { __inlineScriptRan?: boolean; __inlineHandlerRan?: boolean };
    return { script: w.__inlineScriptRan ?? false, handler: w.__inlineHandlerRan ?? false };
  });
  expect(ran).toEqual({ script: false, handler: false });
  expect(await violationEvents(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src/)]));
  await expect
    .poll(async () => (await reports(page.request)).map((r) => r['violated-directive'] ?? ''))
    .toEqual(expect.arrayContaining([expect.stringMatching(/^script-src/)]));
});

test('the main screens run under the policy with no violation: timelines, thread, profile, notifications, settings, composer, media viewer', async ({
  page,
}) => {
  await countViolationEvents(page);
  await signIn(page, 'alice');
  const token = await apiToken(page.request, 'alice');
  const photos = await findStatus(page.request, token, 'Two new photos from the weekend hike');

  for (const path of ['/main/friends', '/main/public', '/main/all']) {
    await page.goto(path);
    await expect(page.locator('article.status').first()).toBeVisible();
  }
  // A thread with media; the media viewer.
  await page.goto(`/notice/${photos}`);
  const status = page.locator(`article.status[data-status-id="${photos}"]`);
  await expect(status).toBeVisible();
  await status.locator('.attachment-image').first().click();
  const viewer = page.getByRole('dialog', { name: 'Media viewer' });
  await expect(viewer).toContainText('1 of 2');
  await expect(viewer.locator('img').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  // A profile, notifications.
  await page.goto('/bob');
  await expect(page.locator('article.status').first()).toBeVisible();
  await page.goto('/alice/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').locator('article').first()).toBeVisible();
  // The settings modal.
  await page.goto('/main/friends?settings=general');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
  // The composer, with an emoji picker and a picked image (a blob: preview).
  const composer = await openComposer(page);
  await composer.getByRole('textbox').first().fill('Under the policy');
  await composer
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'dot.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
  await expect(composer.locator('img').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // Reports are posted asynchronously: give them a moment, then expect none.
  await page.waitForTimeout(1000);
  expect(await violationEvents(page)).toEqual([]);
  expect(await reports(page.request)).toEqual([]);
});

/** Every request the page makes (documents, scripts, images, media, fetches, websockets) with its headers. */
function recordAllRequests(page: Page): Array<{ url: string; headers: Promise<Record<string, string>> }> {
  const seen: Array<{ url: string; headers: Promise<Record<string, string>> }> = [];
  page.on('request', (request: Request) => seen.push({ url: request.url(), headers: request.allHeaders() }));
  page.on('websocket', (socket) => seen.push({ url: socket.url(), headers: Promise.resolve({}) }));
  return seen;
}

test('the token goes only to the instance origin, never in a URL, and is gone from storage after sign-out', async ({
  page,
  baseURL,
}) => {
  const instance = new URL(baseURL ?? '').origin;
  const made = (await (await page.request.post('/__dev/fixtures/media-host')).json()) as {
    photoId: string;
    cardId: string;
  };
  const requests = recordAllRequests(page);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));

  await signIn(page, 'alice');
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('fedi:oauth') ?? '{}') as { token?: string }).token ?? '',
  );
  expect(token.length).toBeGreaterThan(8);

  // Timelines (with the media-host statuses on top), a profile, media and a link card.
  await page.goto('/main/friends');
  await expect(page.locator('article.status').first()).toBeVisible();
  await page.goto('/main/public');
  const photo = page.locator(`article.status[data-status-id="${made.photoId}"]`);
  await expect(photo).toBeVisible();
  await expect(photo.locator('.attachment-image img, img.attachment-image').first()).toBeVisible();
  await photo.locator('.attachment-image').first().click();
  const viewer = page.getByRole('dialog', { name: 'Media viewer' });
  await expect(viewer.locator('img').first()).toBeVisible();
  await page.keyboard.press('Escape');
  const card = page.locator(`article.status[data-status-id="${made.cardId}"] .link-card`);
  await expect(card).toBeVisible();
  await expect
    .poll(() => card.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await page.goto('/bob');
  await expect(page.locator('article.status').first()).toBeVisible();
  await page.goto(`/notice/${made.photoId}`);
  await expect(page.locator(`article.status[data-status-id="${made.photoId}"]`)).toBeVisible();
  await page.goto('/main/friends');
  await expect(page.locator('article.status').first()).toBeVisible();
  await expect.poll(() => sockets.length).toBeGreaterThan(0);

  // Every request checked: Authorization only to the instance; the token in no URL.
  const checked = await Promise.all(requests.map(async (r) => ({ url: r.url, headers: await r.headers })));
  const origins = new Set(checked.map((r) => new URL(r.url).origin));
  const mediaHost = instance.replace('127.0.0.1', 'localhost');
  expect(origins).toContain(mediaHost); // the walk did reach another origin
  const authorized = checked.filter((r) => r.headers.authorization);
  expect(authorized.length).toBeGreaterThan(0);
  for (const r of authorized) {
    expect(new URL(r.url).origin, r.url).toBe(instance);
    expect(r.headers.authorization).toBe(`Bearer ${token}`);
  }
  for (const r of checked.filter((item) => new URL(item.url).origin !== instance)) {
    expect(r.headers.authorization, r.url).toBeUndefined();
    expect(JSON.stringify(r.headers), r.url).not.toContain(token);
  }
  for (const r of checked) expect(decodeURIComponent(r.url), r.url).not.toContain(token);
  for (const url of sockets) {
    expect(url).not.toContain(token);
    expect(url).not.toContain('access_token');
  }
  const printed = [...origins].map((origin) => {
    const all = checked.filter((r) => new URL(r.url).origin === origin);
    return `${origin}: ${all.length} requests, ${all.filter((r) => r.headers.authorization).length} with Authorization`;
  });
  console.log(`token-origin walk:\n  ${printed.join('\n  ')}\n  websockets: ${sockets.length}`);

  // Sign out: the token is in no storage of the page.
  // (Asks first when the modalOnLogout preference is on.)
  await page.getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Log out?' });
  const signedOut = page.getByRole('link', { name: 'Log in', exact: true });
  await expect(confirm.or(signedOut)).toBeVisible();
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Log out' }).click();
  await expect(signedOut).toBeVisible();
  // Sign-out revokes the token; wait for that call to be answered before reading storage.
  await expect
    .poll(async () =>
      (
        await page.request.get('/api/v1/accounts/verify_credentials', {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status(),
    )
    .toBe(401);
  const stored = await page.evaluate(async () => {
    const texts: string[] = [];
    for (const store of [localStorage, sessionStorage])
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i) ?? '';
        texts.push(`${key}=${store.getItem(key) ?? ''}`);
      }
    const databases = (await indexedDB.databases?.()) ?? [];
    texts.push(...databases.map((db) => `indexedDB:${db.name ?? ''}`));
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) texts.push(`cache:${request.url}`);
    }
    texts.push(`cookie:${document.cookie}`);
    return texts;
  });
  expect(databases(stored)).toEqual([]);
  for (const text of stored) expect(text).not.toContain(token);
});

/** IndexedDB databases the page created (the app keeps none). */
function databases(stored: string[]): string[] {
  return stored.filter((text) => text.startsWith('indexedDB:'));
}
