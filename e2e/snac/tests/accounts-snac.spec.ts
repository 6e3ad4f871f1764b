import type { Page } from '@playwright/test';
import { signIn } from '../../tests/support/app';
import { SERVER_SIGN_IN } from '../../tests/support/serverSignIn';
import { expect, snacForm, test } from './fixtures';
import { budget } from '../../pace';

/** The user panel's switcher (desktop width), opened. */
async function openSwitcher(page: Page): Promise<void> {
  const toggle = page.locator('.user-panel').getByRole('button', { name: 'Accounts' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.locator('.user-panel .account-switcher')).toBeVisible();
}

async function post(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await composer.getByLabel('Post text').fill(text);
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer).toBeHidden();
}

async function expectHome(page: Page, handle: string, own: string, other: string): Promise<void> {
  await expect(page.locator('.user-panel .user-acct')).toHaveText(handle);
  await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible();
  await expect(page.locator('article.status', { hasText: own }).first()).toBeVisible();
  await expect(page.locator('article.status', { hasText: other })).toHaveCount(0);
}

test('an account on snac beside one on the dev instance: added from the login page, switched both ways, each token only to its own server', async ({
  browser,
  snac,
}, testInfo) => {
  test.setTimeout(budget(120_000));
  const context = await browser.newContext({ baseURL: snac.devUrl, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const dev = new URL(snac.devUrl).origin;
  const snacOrigin = new URL(snac.snacUrl).origin;
  const snacHandle = `@alice@${new URL(snac.snacUrl).host}`;
  // Every bearer token the page sends, by the origin it went to.
  const tokens = new Map<string, Set<string>>([
    [dev, new Set()],
    [snacOrigin, new Set()],
  ]);
  page.on('request', (request) => {
    const bearer = request.headers().authorization;
    if (!bearer) return;
    const origin = new URL(request.url()).origin;
    if (!tokens.has(origin)) tokens.set(origin, new Set());
    tokens.get(origin)?.add(bearer);
  });
  const mark = Date.now().toString(36);
  const devPost = `dev side ${mark}`;
  const snacPost = `snac side ${mark}`;

  await signIn(page, 'alice');
  await page.goto('/main/friends');
  await post(page, devPost);
  await expectHome(page, '@alice', devPost, snacPost);

  // Add alice of snac: the login page's other server, snac's own page, and back to this app.
  await openSwitcher(page);
  await page.getByRole('link', { name: 'Add an account' }).click();
  await page.getByText('Sign in on another server').click();
  await page.getByLabel('Server address').fill('not a server');
  await page.getByLabel('Server address').press('Tab');
  await expect(page.getByRole('alert')).toHaveText('Enter a server address such as example.social.');
  await page.getByLabel('Server address').fill(snac.snacUrl);
  await page.getByLabel('Server address').press('Tab');
  // snac has no password grant: its page leads.
  await expect(page.getByText('This server signs you in on its own page')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('login-other-server-1280.png') });
  await page.getByRole('button', { name: SERVER_SIGN_IN }).click();
  await page.waitForURL((url) => url.origin === snacOrigin && url.pathname === '/oauth/authorize');
  await snacForm('alice', snac.passwords.alice ?? '')(page);
  await page.waitForURL(`${snac.devUrl}/main/friends`);
  await expect(page.locator('.user-panel .user-acct')).toHaveText(snacHandle);
  await post(page, snacPost);
  await expectHome(page, snacHandle, snacPost, devPost);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // Back and forth without a reload: each home timeline is its own server's.
  for (const round of [1, 2]) {
    await openSwitcher(page);
    await expect(page.getByRole('button', { name: new RegExp(`^Switch to .+ ${snacHandle}`) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.locator('.user-panel').screenshot({ path: testInfo.outputPath(`switcher-snac-${round}.png`) });
    await page.getByRole('button', { name: /^Switch to .+ @alice(, \d+ unread)?$/ }).click();
    await expectHome(page, '@alice', devPost, snacPost);
    await openSwitcher(page);
    await page.getByRole('button', { name: new RegExp(`^Switch to .+ ${snacHandle}`) }).click();
    await expectHome(page, snacHandle, snacPost, devPost);
  }
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // A reload keeps the snac account, on snac.
  await page.reload();
  await expectHome(page, snacHandle, snacPost, devPost);

  // Each server saw its own account's token and never the other's (and no third server saw any).
  const devTokens = [...(tokens.get(dev) ?? [])];
  const snacTokens = [...(tokens.get(snacOrigin) ?? [])];
  expect(devTokens.length).toBeGreaterThan(0);
  expect(snacTokens.length).toBeGreaterThan(0);
  expect(devTokens.filter((token) => snacTokens.includes(token))).toEqual([]);
  expect([...tokens.keys()].sort()).toEqual([dev, snacOrigin].sort());

  // Sign the snac account out: its token is revoked on snac, the dev instance's account stays.
  const snacToken = snacTokens[0]?.replace(/^Bearer /, '') ?? '';
  await openSwitcher(page);
  await page.getByRole('button', { name: `Log out ${snacHandle}` }).click();
  await expect(page.locator('.user-panel .user-acct')).toHaveText('@alice');
  await expect
    .poll(async () =>
      (
        await page.request.get(`${snac.snacUrl}/api/v1/accounts/verify_credentials`, {
          headers: { Authorization: `Bearer ${snacToken}` },
        })
      ).status(),
    )
    .not.toBe(200);
  expect(await page.evaluate(() => localStorage.getItem('fedi:oauth'))).not.toContain(snacToken);
  await context.close();
});
