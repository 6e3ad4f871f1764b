import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { instanceCount, readFileTimes, splitTestFiles } from './devInstances';
import { budget, pace } from './pace';
import { SNAC_STATE_ENV, snacLegEnabled } from './snac/leg';

/**
 * Port of the first app host the suite starts (shell + remotes + dev instance with test controls); the
 * others (E2E_INSTANCES, default 2) take the next ports. Each dev-instance worker has its own.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4455);
const INSTANCES = instanceCount(process.env.E2E_INSTANCES);
const ports = Array.from({ length: INSTANCES }, (_, index) => E2E_PORT + index);
const shares = splitTestFiles(join(__dirname, 'tests'), INSTANCES, readFileTimes());

// The snac leg's global setup writes its URLs and passwords here; workers inherit the variable.
process.env[SNAC_STATE_ENV] ??= join(tmpdir(), `fedi-snac-leg-${process.pid}.json`);

// Budgets follow the machine (pace.ts): measured once in the runner, inherited by the workers.
const PACE = pace();
if (process.env.TEST_WORKER_INDEX === undefined)
  console.log(
    `e2e pace ×${PACE}${process.env.E2E_PACE_MEASURED_MS ? ` (calibration ${process.env.E2E_PACE_MEASURED_MS} ms)` : ' (E2E_PACE)'}: ` +
      `a test's budget ${budget(60_000) / 1000} s, an expectation's ${budget(10_000) / 1000} s; ` +
      `${INSTANCES} dev instance(s) on ${ports.join(', ')}`,
  );

export default defineConfig({
  timeout: budget(60_000),
  // Per port, so runs on other ports (several developers on one machine) never clean each other's results.
  outputDir: join(__dirname, 'test-results', `port-${E2E_PORT}`),
  expect: { timeout: budget(10_000) },
  fullyParallel: false,
  // Tests reset a dev instance, flip its config and inject faults: they must not overlap on one. Each
  // dev instance has its project and one worker (below); the snac leg has its own worker.
  workers: INSTANCES + (snacLegEnabled() ? 1 : 0),
  // In CI one retry, so a timing hiccup of a loaded 2-core machine does not fail the run; a test that
  // needed it is reported as flaky (the list reporter names it, the test command prints the count).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: join(__dirname, '..', '.reports', 'e2e.json') }]],
  use: {
    // The interface follows the browser's preferred languages: tests read English unless they say otherwise.
    locale: 'en-US',
    baseURL: `http://127.0.0.1:${ports[0]}`,
    trace: 'retain-on-failure',
    // The app's service worker answers from its caches, where `page.route` cannot see (Playwright's advice
    // for tests that intercept requests): specs of the worker itself (pwa, web-push) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // A real snac2 server behind a second app host (`--upstream`), both started by snac/globalSetup.ts.
    // Its tests never touch a dev instance and run beside them.
    ...(snacLegEnabled() ? [{ name: 'snac', testDir: './snac/tests', workers: 1 }] : []),
    // The bundled dev instances (Akkoma-like), one app host each (webServer below); every spec file
    // runs whole on one of them (devInstances.ts), one file at a time per instance.
    ...ports.map((port, index) => ({
      name: INSTANCES === 1 ? 'dev-instance' : `dev-instance-${index + 1}`,
      testDir: './tests',
      testMatch: shares[index]?.length ? shares[index].map((file) => `**/${file}`) : /$^/,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${port}` },
    })),
  ],
  globalSetup: snacLegEnabled() ? './snac/globalSetup.ts' : undefined,
  webServer: ports.map((port) => ({
    command: `pnpm --filter @fedi/devserver run serve --port ${port} --test-controls`,
    url: `http://127.0.0.1:${port}/api/v1/instance`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
  })),
});
