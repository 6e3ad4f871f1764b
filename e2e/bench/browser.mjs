import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** Records long tasks (> 50 ms) from page start; read them with `longTasksSince`. */
export async function watchLongTasks(page) {
  await page.addInitScript(() => {
    const w = window;
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The longest task that started after `since` (performance.now() time), in ms. */
export function longestTaskSince(page, since) {
  return page.evaluate(
    (from) => Math.max(0, ...window.__longTasks.filter((task) => task.start >= from).map((task) => task.duration)),
    since,
  );
}

export function now(page) {
  return page.evaluate(() => performance.now());
}

/** Signs in through the login form. */
export async function signIn(page, base, username) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
}
