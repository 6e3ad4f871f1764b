import { expect, type Page, type Request } from '@playwright/test';

/** Resets the dev instance to its seeded state. */
export async function resetInstance(page: Page): Promise<void> {
  const response = await page.request.post('/__dev/reset');
  expect(response.ok()).toBeTruthy();
}

/** Signs in through the login form. */
export async function signIn(page: Page, username: string, password = 'password'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // The nav's (a settings dialog the return path opens again may have a "Log out" of its own).
  await expect(page.getByRole('button', { name: 'Log out' }).first()).toBeVisible();
}

/** Collects every request URL the page makes from now on. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

export const remoteRequests = (urls: string[], remote: string) =>
  urls.filter((u) => u.startsWith(`/remotes/${remote}/`));

/**
 * Counts React DOM renderers: every copy of react-dom registers with the devtools hook when it loads,
 * so one copy means exactly one registration.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown; __reactRenderers: number };
    w.__reactRenderers = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        w.__reactRenderers += 1;
        return w.__reactRenderers;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}

export async function reactRendererCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers);
}
