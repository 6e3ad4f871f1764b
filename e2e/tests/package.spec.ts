import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetInstance } from './support/app';
import { openComposer } from './support/composer';
import { startStaticFrontend } from './support/staticFrontend';
import { budget } from '../pace';

// `pnpm package`'s zip, unzipped as an instance's frontend installer does (its `dist` folder), served by a
// plain static server with Akkoma's rules (files as they are, server paths to the instance, else index.html).
const ROOT = join(__dirname, '..', '..');
let frontend: { url: string; stop(): Promise<void> };
let unzipped: string;

// eslint-disable-next-line no-empty-pattern -- Playwright's hooks take fixtures first; none is needed here
test.beforeAll(async ({}, workerInfo) => {
  test.setTimeout(budget(120_000));
  execFileSync('node', [join(ROOT, 'tools', 'package.mjs'), '--no-build'], { cwd: ROOT });
  const zip = readdirSync(join(ROOT, 'package')).find((name) => name.endsWith('.zip'));
  if (!zip) throw new Error('no zip in package/');
  unzipped = mkdtempSync(join(tmpdir(), 'fedi-package-'));
  execFileSync('unzip', ['-q', join(ROOT, 'package', zip), '-d', unzipped]);
  const upstream = String(workerInfo.project.use.baseURL);
  frontend = await startStaticFrontend(join(unzipped, 'dist'), upstream, Number(new URL(upstream).port) + 60);
});

test.afterAll(async () => {
  await frontend?.stop();
  if (unzipped) rmSync(unzipped, { recursive: true, force: true });
});

test('the zip is laid out as an instance expects a frontend', () => {
  const dist = join(unzipped, 'dist');
  const top = readdirSync(dist);
  for (const name of [
    'index.html',
    'remotes.json',
    'service-worker.js',
    'manifest.webmanifest',
    'remotes',
    'build.json',
  ])
    expect(top).toContain(name);
  const remotes = JSON.parse(readFileSync(join(dist, 'remotes.json'), 'utf8')) as {
    remotes: Record<string, { entry: string }>;
  };
  for (const { entry } of Object.values(remotes.remotes))
    expect(readdirSync(join(dist, entry.split('/').slice(1, -1).join('/')))).toContain('remoteEntry.js');
  // the worker is stamped for this layout: its build is the one index.html names
  const build = /<meta name="fedi-build" content="([0-9a-f]+)"/.exec(
    readFileSync(join(dist, 'index.html'), 'utf8'),
  )?.[1];
  expect(build).toBeTruthy();
  expect(readFileSync(join(dist, 'service-worker.js'), 'utf8')).toContain(`"version":"${build}"`);
});

test('served by a plain static server: sign in, read, post', async ({ page }) => {
  await resetInstance(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // an unknown path gets the app
  await page.goto(`${frontend.url}/login`);
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.goto(`${frontend.url}/main/friends`);
  await expect(page.locator('article.status').first()).toBeVisible();

  const composer = await openComposer(page);
  const text = `From the package ${Date.now()}`;
  await composer.getByLabel('Post text').fill(text);
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer).toBeHidden();
  await expect(page.locator('article.status', { hasText: text }).first()).toBeVisible();
});
