import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { SNAC_STATE_ENV, snacLegEnabled } from './snac/leg';

/** Port of the app host the suite starts (shell + remotes + dev instance with test controls). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4455);

// The snac leg's global setup writes its URLs and passwords here; workers inherit the variable.
process.env[SNAC_STATE_ENV] ??= join(tmpdir(), `fedi-snac-leg-${process.pid}.json`);

export default defineConfig({
  timeout: 60_000,
  // Per port, so runs on other ports (several developers on one machine) never clean each other's results.
  outputDir: join(__dirname, 'test-results', `port-${E2E_PORT}`),
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One dev instance serves the whole run, and tests reset it, flip its config and inject faults:
  // they must not overlap, so tests run one at a time.
  workers: 1,
  // In CI one retry, so a timing hiccup of a loaded 2-core machine does not fail the run; a test that
  // needed it is reported as flaky (the list reporter names it, the test command prints the count).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: join(__dirname, '..', '.reports', 'e2e.json') }]],
  use: {
    // The interface follows the browser's preferred languages: tests read English unless they say otherwise.
    locale: 'en-US',
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // A real snac2 server behind a second app host (`--upstream`), both started by snac/globalSetup.ts.
    // Its tests never touch the dev instance: with `workers: 2` above it would run beside the
    // dev-instance files (their own limit below keeps those one at a time).
    ...(snacLegEnabled() ? [{ name: 'snac', testDir: './snac/tests', workers: 1 }] : []),
    // The bundled dev instance (Akkoma-like) behind the app host below.
    { name: 'dev-instance', testDir: './tests', workers: 1 },
  ],
  globalSetup: snacLegEnabled() ? './snac/globalSetup.ts' : undefined,
  webServer: {
    command: `pnpm --filter @fedi/devserver run serve --port ${E2E_PORT} --test-controls`,
    url: `http://127.0.0.1:${E2E_PORT}/api/v1/instance`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
