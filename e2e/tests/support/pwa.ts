import { expect, type Page } from '@playwright/test';
import { budget } from '../../pace';

/** The app's service worker controls the page (specs that allow workers: `serviceWorkers: 'allow'`). */
export async function workerInControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: budget(20_000) })
    .toBe(true);
}

/** The paths of the API reads the worker keeps for the signed-in account (its `fedi-api:…` caches). */
export function keptApiPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('fedi-api:'));
    const keys = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
    return keys.map((key) => new URL(key.url).pathname);
  });
}
