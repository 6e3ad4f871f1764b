import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { resetInstance } from './support/app';
import { budget } from '../pace';

const REPO = resolve(__dirname, '..', '..');

/** Serves a different remotes.json to the browser: the shell build is untouched. */
async function serveManifest(
  page: Page,
  edit: (manifest: { remotes: Record<string, { entry: string; container?: string }>; panels: unknown[] }) => void,
) {
  const original = await (await page.request.get('/remotes.json')).json();
  edit(original);
  await page.route('**/remotes.json', (route) => route.fulfill({ json: original }));
}

function buildExamplePanel(label: string) {
  execFileSync('pnpm', ['--filter', '@fedi/example-panel', 'run', 'build'], {
    cwd: REPO,
    env: { ...process.env, EXAMPLE_PANEL_LABEL: label },
    stdio: 'pipe',
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

test('pointing timelines at the example remote changes what renders, without a shell rebuild', async ({ page }) => {
  await page.goto('/main/public');
  await expect(page.getByRole('heading', { name: 'Public timeline' })).toBeVisible();

  await serveManifest(page, (manifest) => {
    manifest.remotes.timelines = { entry: '/remotes/example-panel/remoteEntry.js', container: 'example_panel' };
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Example timeline remote' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Public timeline' })).toHaveCount(0);
});

test('a custom panel listed in remotes.json appears in the sidebar', async ({ page }) => {
  await page.goto('/main/public');
  await expect(page.getByRole('heading', { name: 'Example panel' })).toHaveCount(0);
  await serveManifest(page, (manifest) => {
    manifest.remotes.example_panel = { entry: '/remotes/example-panel/remoteEntry.js' };
    manifest.panels = [{ id: 'example', remote: 'example_panel', module: './Panel', region: 'sidebar' }];
  });
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Instance panel' }).getByRole('heading', { name: 'Example panel' }),
  ).toBeVisible();
});

test('a remote rebuilt alone is picked up by the running shell on reload', async ({ page }) => {
  test.setTimeout(budget(180_000));
  await serveManifest(page, (manifest) => {
    manifest.remotes.example_panel = { entry: '/remotes/example-panel/remoteEntry.js' };
    manifest.panels = [{ id: 'example', remote: 'example_panel', module: './Panel', region: 'sidebar' }];
  });
  const label = `Rebuilt panel ${Date.now()}`;
  try {
    await page.goto('/main/public');
    await expect(page.getByRole('heading', { name: 'Example panel' })).toBeVisible();
    buildExamplePanel(label);
    await page.reload();
    await expect(page.getByRole('heading', { name: label })).toBeVisible();
  } finally {
    buildExamplePanel('');
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Example panel' })).toBeVisible();
});
