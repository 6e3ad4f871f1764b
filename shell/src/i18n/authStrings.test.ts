import i18next from 'i18next';
import de from './locales/de-auth.json';
import en from './locales/en-auth.json';
import { initI18n } from './i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

it('the sign-in strings are not in the first load; the pages’ chunk brings them under the same keys', async () => {
  const i18n = initI18n();
  await i18n.changeLanguage('en');
  expect(i18n.t('login.title')).toBe('login.title');
  expect(i18n.t('login.hint')).not.toBe('login.hint');
  const { authStringsReady } = await import('./authStrings');
  await authStringsReady();
  expect(i18n.t('login.title')).toBe(en.login.title);
  expect(i18n.t('password_reset.title')).toBe(en.password_reset.title);
});

it('in German they arrive in German before the page draws', async () => {
  const { authStringsReady } = await import('./authStrings');
  await i18next.changeLanguage('de');
  await authStringsReady();
  expect(i18next.t('login.title')).toBe(de.login.title);
  await i18next.changeLanguage('en');
});

it('English and German name the same keys', () => {
  expect(keys(de).sort()).toEqual(keys(en).sort());
});
