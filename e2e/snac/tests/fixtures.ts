import { test as base, type Browser, type Page } from '@playwright/test';
import { signInOnServerPage } from '../../tests/support/serverSignIn';
import { readSnacLegState, type SnacLegState } from '../leg';

/** Tests of the snac leg: `snac` holds the URLs and passwords; pages open on the app host in front of snac. */
export const test = base.extend<{ snac: SnacLegState }>({
  // eslint-disable-next-line no-empty-pattern
  snac: async ({}, provide) => provide(readSnacLegState()),
  baseURL: async ({ snac }, provide) => provide(snac.appUrl),
});

export { expect } from '@playwright/test';

/** snac's authorize form: unlabeled `login` / `passwd` fields and an OK button. */
export const snacForm = (user: string, password: string) => async (page: Page) => {
  await page.locator('input[name="login"]').fill(user);
  await page.locator('input[name="passwd"]').fill(password);
  await page.getByRole('button', { name: 'OK' }).click();
};

/** A page of its own (a new browser context on `baseURL`), signed in as `user` through snac's own page. */
export async function signedIn(
  browser: Browser,
  baseURL: string,
  user: string,
  password: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await signInOnServerPage(page, snacForm(user, password));
  return page;
}
