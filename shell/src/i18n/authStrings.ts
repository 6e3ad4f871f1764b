import i18next from 'i18next';
import { bundledLocales, loadLanguage, registerLocales } from '@fedi/shared';
import en from './locales/en-auth.json';

/** The bundle's own public path (rspack): the translation files sit beside it. */
declare const __webpack_public_path__: string;

/**
 * The strings of the sign-in, sign-up and password-reset pages, the sign-up notices and the keyboard
 * shortcuts' help: a namespace of their own, fetched with those pages (most visits never open them). The
 * shell's `t('login.…')` finds them through `fallbackNS` (i18n.ts), so the pages use the keys as before.
 */
export const AUTH_NAMESPACE = 'shell-auth';

registerLocales(
  AUTH_NAMESPACE,
  en,
  process.env.NODE_ENV === 'test'
    ? (language) => import(`./locales/${language}-auth.json`)
    : bundledLocales(__webpack_public_path__, 'shell', '-auth'),
);

/** Resolves once the strings of the current language are there (English is in this chunk). */
export function authStringsReady(): Promise<void> {
  return loadLanguage(i18next.language ?? 'en', [AUTH_NAMESPACE]);
}
