import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { recordRequests, resetInstance, signIn } from './support/app';

const root = join(__dirname, '..', '..');

/** The shell's strings in a language, read from the files the app ships. */
function shellStrings(language: string): { nav: Record<string, string>; general: Record<string, string> } {
  return JSON.parse(readFileSync(join(root, 'shell', 'src', 'i18n', 'locales', `${language}.json`), 'utf8'));
}

/** The composer dialog's title in a language. */
function composerTitle(language: string): string {
  const file = join(root, 'remotes', 'composer', 'src', 'locales', `${language}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { composer: { title: string } }).composer.title;
}

const languagePicker = (page: Page, language: string) =>
  page.getByRole('combobox', { name: shellStrings(language).general.language });

/** Where the sidebar (user panel, language picker) sits: its centre as a share of the page width. */
async function sidebarCentre(page: Page): Promise<number> {
  const box = await page.locator('aside.sidebar').boundingBox();
  if (!box) throw new Error('no sidebar');
  return (box.x + box.width / 2) / page.viewportSize()!.width;
}

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

test('switches to Japanese, then Arabic (right to left, mirrored), then back to English, without a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/main/all');
  await expect(page.locator('article[data-status-id]').first()).toBeVisible();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  // A reload would drop this marker.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  expect(await sidebarCentre(page)).toBeLessThan(0.5);

  await languagePicker(page, 'en').selectOption('ja');
  await expect(html).toHaveAttribute('lang', 'ja');
  await expect(html).toHaveAttribute('dir', 'ltr');
  const ja = shellStrings('ja');
  await expect(
    page.getByRole('navigation', { name: ja.nav.main }).getByRole('link', { name: ja.nav.public }),
  ).toBeVisible();
  // The timelines remote's strings and the formatting layer follow: a status time reads in Japanese.
  await expect(page.locator('article[data-status-id] .status-time time').first()).toHaveText(
    /前|今|\d{4}\/\d{2}\/\d{2}/,
  );
  expect(await sidebarCentre(page)).toBeLessThan(0.5);

  await languagePicker(page, 'ja').selectOption('ar');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  const ar = shellStrings('ar');
  await expect(
    page.getByRole('navigation', { name: ar.nav.main }).getByRole('link', { name: ar.nav.public }),
  ).toBeVisible();
  // Mirrored: the sidebar moved to the right-hand side.
  await expect.poll(() => sidebarCentre(page)).toBeGreaterThan(0.5);

  await languagePicker(page, 'ar').selectOption('en');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(nav.getByRole('link', { name: 'Public timeline' })).toBeVisible();
  expect(await sidebarCentre(page)).toBeLessThan(0.5);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // The choice is stored with the preferences.
  const stored = await page.evaluate(() => localStorage.getItem('fedi:preferences'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ interfaceLanguage: 'en' });
});

for (const [locale, language] of [
  ['pt-BR', 'pt-BR'],
  ['ja-JP', 'ja'],
] as const) {
  test.describe(`a visitor whose browser prefers ${locale}`, () => {
    test.use({ locale });

    test(`gets ${language} on the first load and fetches no other language’s strings`, async ({ page }) => {
      const urls = recordRequests(page);
      await page.goto('/main/all');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const strings = shellStrings(language);
      await expect(
        page.getByRole('navigation', { name: strings.nav.main }).getByRole('link', { name: strings.nav.public }),
      ).toBeVisible();
      await expect(page.locator('article[data-status-id]').first()).toBeVisible();
      const locales = urls.filter((url) => url.includes('/locales/'));
      // The shell's and the timelines remote's strings in that language, and nothing in another one.
      expect(locales.some((url) => url.endsWith(`/locales/shell/${language}.json`))).toBe(true);
      expect(locales.some((url) => url.endsWith(`/locales/timelines/${language}.json`))).toBe(true);
      expect(locales.filter((url) => !new RegExp(`/${language}(-auth)?\\.json$`).test(url))).toEqual([]);
    });
  });
}

/** The "New post" button's name in a language (sidebar at 1280 px, floating button at 375 px). */
const newPost = (language: string) => shellStrings(language).nav.new_post;

for (const language of ['ar', 'ja', 'ru', 'de']) {
  for (const width of [375, 1280]) {
    test(`screenshots: home timeline and composer in ${language} at ${width}px`, async ({ page }, testInfo) => {
      await signIn(page, 'alice');
      await page.evaluate(
        (chosen) => localStorage.setItem('fedi:preferences', JSON.stringify({ interfaceLanguage: chosen })),
        language,
      );
      await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
      await page.goto('/main/friends');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('article[data-status-id]').first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`home-${language}-${width}.png`) });
      await page
        .getByRole('button', { name: newPost(language) })
        .first()
        .click();
      const composer = page.getByRole('dialog', { name: composerTitle(language) });
      await expect(composer).toBeVisible();
      await expect(composer.locator('textarea').first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`composer-${language}-${width}.png`) });
    });
  }
}
