import { expect, test, type Page } from '@playwright/test';
import { recordRequests, resetInstance, signIn } from './support/app';
import { addFault, clearFaults, openComposer, pngFile } from './support/composer';
import { apiToken } from './support/timelines';
import { budget } from '../pace';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

/** Client preferences (the shared 'fedi:preferences' store) set before the app starts. */
async function withPreferences(page: Page, preferences: Record<string, unknown>): Promise<void> {
  await page.addInitScript(
    (value) => window.localStorage.setItem('fedi:preferences', value),
    JSON.stringify(preferences),
  );
}

const background = (page: Page) => page.getByTestId('page-background');

test.describe("the app's own reads", () => {
  // What the app asks for itself: without the service worker, whose first take-over re-asks the first
  // screen's reads to keep them offline (pwa.spec.ts covers that).
  test.use({ serviceWorkers: 'block' });

  test('startup loads custom emoji, sticker packs and styles once; the composer’s and the reaction picker reuse them', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    // The signed-in page's own startup reads are done: what is counted below is the next page's.
    await page.waitForLoadState('networkidle');
    const requests = recordRequests(page);
    const styles = page.waitForResponse((response) => new URL(response.url()).pathname === '/static/styles.json');
    await page.goto('/main/friends');
    expect((await styles).status()).toBe(200);
    await expect.poll(() => requests.filter((path) => path === '/static/stickers/dev-pack/pack.json').length).toBe(1);
    for (const path of ['/static/stickers.json', '/api/v1/pleroma/emoji', '/static/styles.json']) {
      expect(requests.filter((p) => p === path)).toHaveLength(1);
    }

    const composer = await openComposer(page);
    await composer.getByRole('button', { name: 'Emoji', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Emoji picker' });
    await expect(picker.getByRole('button', { name: 'blobcat' }).first()).toBeVisible();
    await picker.getByRole('tab', { name: 'Stickers' }).click();
    await expect(picker.getByRole('button', { name: 'Sticker wave.png' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('picker-stickers.png') });
    // Still one request each: the composer's picker read the startup queries.
    for (const path of ['/static/stickers.json', '/static/stickers/dev-pack/pack.json', '/api/v1/pleroma/emoji']) {
      expect(requests.filter((p) => p === path)).toHaveLength(1);
    }
    await page.keyboard.press('Escape');

    // The timelines' reaction picker shows the same custom emoji.
    await page.goto('/main/public');
    await page.locator('article.status').first().getByRole('button', { name: 'Add reaction' }).click();
    const reactions = page.getByRole('dialog', { name: 'Pick a reaction' });
    await expect(reactions.getByRole('button', { name: 'blobcat' }).first()).toBeVisible();
    // One more each for this page load, none for the reaction picker.
    for (const path of ['/static/stickers.json', '/static/stickers/dev-pack/pack.json', '/api/v1/pleroma/emoji']) {
      expect(requests.filter((p) => p === path)).toHaveLength(2);
    }
    expect(requests).not.toContain('/api/v1/custom_emojis');
  });
});

test('an embedded initial-results block stands in for the startup calls it holds', async ({ page, request }) => {
  const nodeinfo = (await (await request.get('/nodeinfo/2.0.json')).json()) as { metadata: Record<string, unknown> };
  const instance = (await (await request.get('/api/v1/instance')).json()) as Record<string, unknown>;
  const frontend = (await (await request.get('/api/pleroma/frontend_configurations')).json()) as {
    pleroma_fe: Record<string, unknown>;
  };
  const config = (await (await request.get('/static/config.json')).json()) as Record<string, unknown>;
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf-8').toString('base64');
  const embedded: Record<string, string> = {
    '/nodeinfo/2.0.json': encode({ ...nodeinfo, metadata: { ...nodeinfo.metadata, nodeName: 'Embedded Fedi' } }),
    '/api/v1/instance': encode(instance),
    '/api/pleroma/frontend_configurations': encode({
      pleroma_fe: { ...frontend.pleroma_fe, showFeaturesPanel: false },
    }),
    '/static/config.json': encode({ ...config, showFeaturesPanel: false }),
    '/static/styles.json': encode({ embedded: '/static/themes/embedded.json' }),
    '/static/stickers.json': encode({}),
  };
  // A Pleroma-like server embeds the block in the page; the dev app host does not, so the HTML is extended on its way.
  // (Chromium then treats the page as not local, and its streaming socket to 127.0.0.1 is refused: a
  // realtime notice shows, which this test does not look at.)
  await page.route('**/main/public', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</body>',
      `<noscript id="initial-results">${JSON.stringify(embedded)}</noscript></body>`,
    );
    await route.fulfill({ response, body: html });
  });
  const requests = recordRequests(page);
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/main/public');
  await expect(page.getByRole('link', { name: 'Embedded Fedi' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to join the discussion' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Features' })).toHaveCount(0);
  await expect(page.locator('article.status').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('embedded-results.png') });
  for (const path of Object.keys(embedded)) expect(requests, path).not.toContain(path);
  // What the block did not hold is still asked for.
  expect(requests).toContain('/api/v1/pleroma/emoji');
  expect(requests).toContain('/static/panel.html');
});

test('the instance wallpaper shows behind the page, and the setting hides it', async ({ page }) => {
  await page.goto('/main/public');
  await expect(background(page)).toHaveAttribute('style', /instance-background\.png/);
  await page.screenshot({ path: test.info().outputPath('wallpaper.png') });

  await withPreferences(page, { hideInstanceWallpaper: true });
  await page.reload();
  await expect(page.locator('article.status').first()).toBeVisible();
  await expect(background(page)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('wallpaper-hidden.png') });
});

test('a signed-in user’s own background wins over the wallpaper, even when the wallpaper is hidden', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'bob');
  const updated = await request.patch('/api/v1/accounts/update_credentials', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { pleroma_background_image: pngFile('bob-bg.png') },
  });
  expect(updated.ok()).toBeTruthy();
  const bobBackground = ((await updated.json()) as { pleroma?: { background_image?: string } }).pleroma
    ?.background_image;
  expect(bobBackground).toBeTruthy();

  await signIn(page, 'bob');
  await page.goto('/main/friends');
  await expect(background(page)).toHaveAttribute(
    'style',
    new RegExp(new URL(bobBackground!).pathname.replace(/[.]/g, '\\.')),
  );
  await withPreferences(page, { hideInstanceWallpaper: true });
  await page.reload();
  await expect(background(page)).toHaveAttribute('style', /bob-bg|\/media\//);
  await expect(background(page)).not.toHaveAttribute('style', /instance-background/);
});

test('mobile: with autohideFloatingPostButton the post button hides on scroll down and returns on scroll up', async ({
  page,
}) => {
  await signIn(page, 'alice');
  await withPreferences(page, { autohideFloatingPostButton: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/main/public');
  await expect(page.locator('article.status').nth(3)).toBeVisible();
  const button = page.getByRole('button', { name: 'New post' });
  await expect(button).toBeVisible();
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 900);
  await expect(button).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('post-button-hidden.png') });
  await page.mouse.wheel(0, -300);
  await expect(button).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('post-button-back.png') });
});

test('mobile: without the setting the post button stays while scrolling', async ({ page }) => {
  await signIn(page, 'alice');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/main/public');
  await expect(page.locator('article.status').nth(3)).toBeVisible();
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 900);
  await page.waitForTimeout(400);
  await expect(page.getByRole('button', { name: 'New post' })).toBeVisible();
});

test('?message= opens the composer with the text on any route, and keeps an existing draft', async ({ page }) => {
  await signIn(page, 'alice');
  await page.goto('/main/friends?message=hello');
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer).toBeVisible();
  await expect(composer.getByLabel('Post text')).toHaveValue('hello');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.screenshot({ path: test.info().outputPath('message-query.png') });

  await composer.getByLabel('Post text').fill('my own draft');
  await page.goto('/tag/cats?message=and%20more');
  await expect(composer.getByLabel('Post text')).toHaveValue('my own draft\n\nand more');
  await expect(page).toHaveURL(/\/tag\/cats$/);

  // A ?message= reached inside the app while the composer is open joins what is typed there, in the same
  // composer (not started over: the subject written stays), and leaves the address.
  const text = composer.getByLabel('Post text');
  await text.fill('typed while open');
  await composer.getByRole('textbox', { name: 'Content warning' }).fill('my subject');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/main/public?message=shared%20link');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(text).toHaveValue('typed while open\n\nshared link');
  await expect(composer.getByRole('textbox', { name: 'Content warning' })).toHaveValue('my subject');
  await expect(page).toHaveURL(/\/main\/public$/);
});

test('a visitor’s ?message= waits: no composer, the address keeps it; the mobile main column shows the login hint', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/main/public?message=hello');
  await expect(page.locator('article.status').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'New post' })).toHaveCount(0);
  await expect(page).toHaveURL(/message=hello/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in to join the discussion' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('visitor-375-login-hint.png') });
});

test('global notices: an error with a 5 s timeout goes by itself, one without a timeout stays until dismissed', async ({
  page,
}) => {
  // Storage that refuses writes: the session's notice has no timeout.
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
  });
  await addFault(page, { method: 'GET', path: '/api/v1/timelines/public', status: 500, times: 1 });
  await page.goto('/main/public');
  const notices = page.locator('.notices');
  const storage = notices.getByRole('alert').filter({ hasText: 'Your browser blocks local storage' });
  const timeline = notices.getByRole('alert').filter({ hasText: 'Error fetching timeline: Internal Server Error' });
  await expect(storage).toBeVisible();
  await expect(timeline).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('notices.png') });
  const shownAt = Date.now();
  await expect(timeline).toHaveCount(0, { timeout: budget(8000) });
  expect(Date.now() - shownAt).toBeGreaterThan(3000);
  await expect(storage).toBeVisible();
  await storage.getByRole('button', { name: 'Dismiss' }).click();
  await expect(storage).toHaveCount(0);
});

test('startup failures are only logged: the app goes on without stickers, custom emoji and styles', async ({
  page,
}) => {
  await signIn(page, 'alice');
  await addFault(page, { method: 'GET', path: '/static/stickers.json', status: 500 });
  await addFault(page, { method: 'GET', path: '/api/v1/pleroma/emoji', status: 500 });
  await addFault(page, { method: 'GET', path: '/api/v1/custom_emojis', status: 503 });
  await addFault(page, { method: 'GET', path: '/static/styles.json', drop: true });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/main/friends');
  await expect(page.locator('article.status').first()).toBeVisible();
  await expect
    .poll(() => warnings.filter((text) => /^Could not load (stickers|custom emoji|styles)/.test(text)).length)
    .toBe(3);
  const composer = await openComposer(page);
  await composer.getByRole('button', { name: 'Emoji', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Emoji picker' });
  await expect(picker.getByRole('button', { name: 'grinning', exact: true })).toBeVisible();
  await expect(picker.getByRole('button', { name: 'blobcat' })).toHaveCount(0);
  await picker.getByRole('tab', { name: 'Stickers' }).click();
  await expect(picker.getByText('No stickers')).toBeVisible();
  await expect(page.locator('.notices')).toHaveCount(0);
  await clearFaults(page);
});
