import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetInstance, signIn } from './support/app';
import { openComposer, statusesOf } from './support/composer';
import { budget } from '../pace';
import { keptApiPaths, workerInControl } from './support/pwa';

// The app's service worker: installable app, offline start, one build at a time (ARCHITECTURE.md
// "Offline and installed app"). Needs the build stamped by `pnpm build` (tools/pwaBuild.mjs).
test.use({ serviceWorkers: 'allow' });

const ROOT = join(__dirname, '..', '..');
// The app's own statuses (not the instant start's copy in #app-snapshot).
const statuses = (page: Page) => page.locator('#app article.status');

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

test('installable: the manifest, its icons and a worker in control; the manifest follows the instance', async ({
  page,
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const body = (await manifest.json()) as { display: string; icons: Array<{ src: string }> };
  expect(body.display).toBe('standalone');
  for (const icon of body.icons) expect((await request.get(icon.src)).status()).toBe(200);

  await page.goto('/main/all');
  await expect(statuses(page).first()).toBeVisible();
  await workerInControl(page);
  const instanceName = (await (await request.get('/api/v1/instance')).json()) as { title: string };
  // The worker answers the manifest with the instance's name and the theme's colour (PwaBridge sends them).
  await expect
    .poll(() => page.evaluate(async () => (await (await fetch('/manifest.webmanifest')).json()) as { name: string }))
    .toMatchObject({ name: instanceName.title, display: 'standalone', theme_color: expect.stringMatching(/^#/) });
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('offline: the second visit opens with the last-read timeline and the notice; a post written offline is sent once back and confirmed', async ({
  page,
  context,
}) => {
  test.setTimeout(budget(120_000));
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'alice');
  await page.goto('/main/friends');
  await expect(statuses(page).first()).toBeVisible();
  await workerInControl(page);
  // the first worker in control has the first screen read again, to keep it
  await expect.poll(() => keptApiPaths(page)).toContain('/api/v1/timelines/home');
  const firstId = await statuses(page).first().getAttribute('data-status-id');

  await context.setOffline(true);
  await page.goto('/main/friends');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(statuses(page).first()).toBeVisible();
  await expect(page.locator(`#app article[data-status-id="${firstId}"]`).first()).toBeVisible();

  const composer = await openComposer(page);
  const text = `Written offline ${Date.now()}`;
  await composer.getByLabel('Post text').fill(text);
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer.getByText('The server could not be reached. Your post is kept; try again.')).toBeVisible();
  await expect(composer.getByLabel('Post text')).toHaveValue(text);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeHidden();
  // back online: the composer offers the kept post, which goes when the person confirms it
  const offer = composer.getByRole('status').filter({ hasText: 'You are back online. Send the kept post?' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Post now' }).click();
  await expect(composer).toBeHidden();
  await expect
    .poll(async () => (await statusesOf(page, 'alice')).map((status) => String(status.content)))
    .toEqual(expect.arrayContaining([expect.stringContaining(text)]));
});

test('a new build deployed while the app is open: the reload notice, then only the new build’s remotes', async ({
  page,
}) => {
  test.setTimeout(budget(120_000));
  const entry = join(ROOT, 'remotes', 'timelines', 'dist', 'remoteEntry.js');
  const original = readFileSync(entry, 'utf8');
  const stamp = () => execFileSync('node', [join(ROOT, 'tools', 'pwaBuild.mjs')], { cwd: ROOT });
  const marks = () => page.evaluate(() => (window as unknown as { __fediBuilds?: string[] }).__fediBuilds ?? []);
  const build = () => page.locator('meta[name="fedi-build"]').getAttribute('content');
  try {
    await page.goto('/main/all');
    await expect(statuses(page).first()).toBeVisible();
    await workerInControl(page);
    await page.reload();
    await expect(statuses(page).first()).toBeVisible();
    const before = await build();

    // deploy: timelines' entry changes (it marks the page it runs in), the build is stamped again
    appendFileSync(entry, "\n;(self.__fediBuilds = self.__fediBuilds || []).push('timelines-new');\n");
    stamp();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const notice = page.getByRole('status').filter({ hasText: 'A new version is available.' });
    await expect(notice).toBeVisible({ timeout: budget(20_000) });

    // the open (old) shell keeps its own build: another page load under the old worker is still the old build
    await page.goto('/main/public');
    await expect(statuses(page).first()).toBeVisible();
    expect(await build()).toBe(before);
    expect(await marks()).toEqual([]);

    await page
      .getByRole('status')
      .filter({ hasText: 'A new version is available.' })
      .getByRole('button', { name: 'Reload' })
      .click();
    // The reload comes once the new worker has taken over (controllerchange), not at the click itself.
    await expect.poll(build, { timeout: budget(20_000) }).not.toBe(before);
    await expect(statuses(page).first()).toBeVisible();
    // the new shell ran the new timelines entry, once; the old build's caches are gone
    await expect.poll(marks).toEqual(['timelines-new']);
    expect(
      await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('fedi-app-')).length),
    ).toBe(1);
  } finally {
    writeFileSync(entry, original);
    stamp();
  }
});

test('the repeat visit shows a copy of the last-read timeline at once, until the app shows its own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'alice');
  await page.goto('/main/friends');
  await expect(statuses(page).first()).toBeVisible();
  await workerInControl(page);
  await page.waitForTimeout(1500);
  // leaving the page gives the worker what it showed; the next start's page carries it
  await page.goto('/about');
  const served = await page.request.get('/main/friends');
  expect(await served.text()).not.toContain('app-snapshot'); // the server's page never has it: only the worker's
  const copies: Array<{ statuses: number; inert: boolean; hidden: string | null }> = [];
  page.on('domcontentloaded', async () =>
    copies.push(
      await page.evaluate(() => {
        const copy = document.getElementById('app-snapshot');
        return {
          statuses: copy?.querySelectorAll('article[data-status-id]').length ?? 0,
          inert: copy?.hasAttribute('inert') ?? false,
          hidden: copy?.getAttribute('aria-hidden') ?? null,
        };
      }),
    ),
  );
  await page.goto('/main/friends');
  await expect(statuses(page).first()).toBeVisible();
  expect(copies[0]?.statuses).toBeGreaterThan(0);
  expect(copies[0]).toMatchObject({ inert: true, hidden: 'true' });
  // the copy is inert and hidden from assistive technology, and gone once the app rendered
  await expect(page.locator('#app-snapshot')).toHaveCount(0);
});

test('signing out deletes the account’s kept reads and the copy of its timeline', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'alice');
  await page.goto('/main/friends');
  await expect(statuses(page).first()).toBeVisible();
  await workerInControl(page);
  const accountCaches = () =>
    page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('fedi-api:') && !name.endsWith(':anonymous')),
    );
  await expect.poll(accountCaches).toHaveLength(1);
  await page.getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog');
  if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect.poll(accountCaches).toEqual([]);
  expect(
    await page.evaluate(async () => Boolean(await (await caches.open('fedi-meta')).match('/__fedi/snapshot'))),
  ).toBe(false);
});

test('installed app: the new-post shortcut opens the composer; a share opens it with the text, link and image', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'alice');
  await page.goto('/main/friends?shortcut=post');
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer).toBeVisible({ timeout: budget(15_000) });
  await expect(page).toHaveURL(/\/main\/friends$/);
  await composer.getByRole('button', { name: 'Close' }).first().click();
  await workerInControl(page);

  // what the system share sheet sends (manifest share_target): a POST form to /share, taken by the worker
  await page.evaluate(async () => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = '/share';
    form.enctype = 'multipart/form-data';
    const fields: Array<[string, string]> = [
      ['title', 'A page'],
      ['text', 'Look at this'],
      ['url', 'https://example.com/page'],
    ];
    for (const [name, value] of fields) {
      const input = document.createElement('input');
      input.name = name;
      input.value = value;
      form.append(input);
    }
    const file = document.createElement('input');
    file.type = 'file';
    file.name = 'media';
    const bytes = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
      (char) => char.charCodeAt(0),
    );
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'shared.png', { type: 'image/png' }));
    file.files = transfer.files;
    form.append(file);
    document.body.append(form);
    form.submit();
  });
  const shared = page.getByRole('dialog', { name: 'New post' });
  await expect(shared).toBeVisible({ timeout: budget(15_000) });
  await expect(shared.getByLabel('Post text')).toHaveValue('A page\nLook at this\nhttps://example.com/page');
  await expect(shared.getByRole('textbox', { name: 'Description of attachment 1' })).toBeVisible();
  await expect(page).toHaveURL(/\/main\/friends$/);
});
