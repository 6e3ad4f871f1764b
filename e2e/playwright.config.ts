import { defineConfig } from '@playwright/test';
import { join } from 'node:path';

/** Port of the app host the suite starts (shell + remotes + dev instance with test controls). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4455);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: join(__dirname, '..', '.reports', 'e2e.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `pnpm --filter @fedi/devserver run serve --port ${E2E_PORT} --test-controls`,
    url: `http://127.0.0.1:${E2E_PORT}/api/v1/instance`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
