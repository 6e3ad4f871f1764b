import { expect, test, type Page } from '@playwright/test';
import { resetInstance, signIn } from './support/app';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

const styleTab = async (page: Page) => {
  await page.goto('/main/all?settings=style');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('group', { name: 'Choose a theme' })).toBeVisible();
  return dialog;
};

/** A computed style of the first element matching `selector`. */
const computed = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

const rootVariable = (page: Page, name: string) =>
  page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);

test('a bundled theme, then my own with a colour and a radius edited: timeline, status and composer follow without a reload; a reload starts in it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'alice');
  const dialog = await styleTab(page);
  await expect(page.locator('article[data-status-id]').first()).toBeAttached();
  expect(await computed(page, 'body', 'background-color')).toBe('rgb(13, 19, 26)'); // pleroma-dark's page

  await dialog.getByRole('radio', { name: 'Light', exact: true }).check();
  await expect.poll(() => computed(page, 'body', 'color-scheme')).toBe('light');
  await dialog.getByRole('button', { name: 'Make my own from this theme' }).click();
  // The editor's colours are swatch tiles, not thin lines (issue 28 #18): the colour fills most of the field.
  const links = dialog.getByLabel('Links', { exact: true }).first();
  const swatch = (await links.boundingBox())!;
  expect(swatch.height).toBeGreaterThanOrEqual(28);
  expect(swatch.width).toBeGreaterThanOrEqual(36);
  expect(await links.evaluate((input) => parseFloat(getComputedStyle(input).paddingTop))).toBeLessThanOrEqual(4);
  await links.fill('#aa0066');
  await dialog.getByText('Rounded corners').click();
  await dialog.locator('#settings-radius-panel').fill('0');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The timeline panel, a status's link and the composer wear the edited theme.
  await expect.poll(() => computed(page, '.status-content a', 'color')).toBe('rgb(170, 0, 102)');
  await expect.poll(() => rootVariable(page, '--radius-panel')).toBe('0px');
  await page.getByRole('button', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer).toBeVisible();
  const inputBackground = await rootVariable(page, '--input');
  expect(
    await composer
      .getByRole('textbox')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor),
  ).toBe(
    await page.evaluate((color) => {
      const probe = document.createElement('div');
      probe.style.color = color;
      document.body.append(probe);
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    }, inputBackground),
  );

  // A reload: the root has the theme before any remote (or the shell's code) has run.
  await page.route('**/remotes/**', (route) => route.abort());
  await page.route('**/*.js', (route) =>
    route.request().url().endsWith('theme-boot.js') ? route.continue() : route.abort(),
  );
  await page.reload();
  expect(await rootVariable(page, '--link')).toBe('#aa0066');
  expect(await rootVariable(page, '--radius-panel')).toBe('0px');
  expect(await computed(page, 'body', 'color-scheme')).toBe('light');
});

test('the instance’s styles.json themes in both shapes are offered and applied', async ({ page }) => {
  const dialog = await styleTab(page);
  await dialog.getByRole('radio', { name: 'Sepia' }).check();
  await expect.poll(() => rootVariable(page, '--panel')).toBe('#f4ecd8');
  // A theme file is listed by the name it gives (not its styles.json key), its tile in its colours (issue 28 #18).
  const redmond = dialog.getByRole('radio', { name: 'Redmond XX' });
  await expect(dialog.getByRole('radio', { name: 'Pleroma Light' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'redmond', exact: true })).toHaveCount(0);
  await expect(dialog.locator('.theme-swatch-unknown')).toHaveCount(0);
  await expect(redmond.locator('xpath=..').locator('.theme-swatch')).toHaveCSS(
    'background-color',
    'rgb(192, 192, 192)',
  );
  await redmond.check();
  await expect.poll(() => rootVariable(page, '--panel')).toBe('#c0c0c0');
});

test('imports a pleroma-fe theme file; an invalid file is refused and changes nothing', async ({ page }) => {
  const dialog = await styleTab(page);
  const input = dialog.getByLabel('Import a theme file');
  await input.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"not": "a theme"}'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('This is not a theme file. Nothing was changed.');
  expect(await rootVariable(page, '--panel')).toBe('#121a24');

  const pleromaTheme = {
    _pleroma_theme_version: 2,
    name: 'Orchard',
    source: {
      themeEngineVersion: 3,
      colors: { bg: '#203020', fg: '#2b402b', text: '#e8f0e0', link: '#ffb347', accent: '--link', wallpaper: '#000' },
      radii: { panel: 2 },
    },
  };
  await input.setInputFiles({
    name: 'orchard.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(pleromaTheme)),
  });
  await expect(dialog.getByText(/Theme “Orchard” imported\..*colors\.wallpaper/)).toBeVisible();
  await expect.poll(() => rootVariable(page, '--panel')).toBe('#203020');
  expect(await rootVariable(page, '--radius-panel')).toBe('2px');
  await expect(dialog.getByRole('radio', { name: 'My theme' })).toBeChecked();
});

test('"follow the system" switches live with prefers-color-scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const dialog = await styleTab(page);
  await dialog.getByRole('radio', { name: 'Follow the system (light or dark)' }).check();
  await expect.poll(() => computed(page, 'body', 'color-scheme')).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => computed(page, 'body', 'color-scheme')).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => computed(page, 'body', 'color-scheme')).toBe('dark');
});

test('custom emoji sit in the line (statuses, notifications, user panel); action rows in the 1280 px notifications column stay one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'alice');
  await page.goto('/main/friends');
  await expect(page.locator('article[data-status-id]').first()).toBeVisible();
  const column = page.locator('.people-notifications').first();
  await expect(column.locator('.status-actions').first()).toBeVisible();

  // "Alice :blobcat:": the emoji is an image no taller than 1.5 lines of its own text, in each place.
  for (const place of [page.locator('.user-panel .user-name'), page.locator('.status-header').first(), column]) {
    const sizes = await place
      .locator('img.emoji')
      .first()
      .evaluate((image) => {
        const line = parseFloat(getComputedStyle(image.parentElement!).fontSize);
        return { height: image.getBoundingClientRect().height, line };
      });
    expect(sizes.height).toBeGreaterThan(0);
    expect(sizes.height).toBeLessThanOrEqual(sizes.line * 1.5);
  }

  const rows = await column
    .locator('.status-actions')
    .evaluateAll((bars) =>
      bars.map(
        (bar) =>
          new Set([...bar.querySelectorAll('button')].map((b) => Math.round(b.getBoundingClientRect().top))).size,
      ),
    );
  expect(rows.length).toBeGreaterThan(3);
  expect(rows.every((lines) => lines === 1)).toBe(true);
});

test("an account's own accent: set in the style tab, worn while that account is in use, gone on switching to another", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'alice');
  await page.goto('/login?add=1');
  await page.getByLabel('Username').fill('bob');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.locator('.user-panel .user-acct')).toHaveText('@bob');

  const dialog = await styleTab(page);
  await dialog.locator('input[type="color"]#settings-account_accent').fill('#2e7d32');
  await expect.poll(() => rootVariable(page, '--accent')).toBe('#2e7d32');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // Alice has none: the theme's accent (pleroma-dark's) on the same page, no reload.
  await page.locator('.user-panel').getByRole('button', { name: 'Accounts' }).click();
  await page.locator('.account-switch[data-account="alice"]').click();
  await expect(page.locator('.user-panel .user-acct')).toHaveText('@alice');
  await expect.poll(() => rootVariable(page, '--accent')).toBe('#d8a070');
  await page.locator('.user-panel').getByRole('button', { name: 'Accounts' }).click();
  await page.locator('.account-switch[data-account="bob"]').click();
  await expect.poll(() => rootVariable(page, '--accent')).toBe('#2e7d32');
  // Kept with bob's account for the next visit, and the boot script puts it on before the first paint.
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--accent'))).toBe('#2e7d32');
});
