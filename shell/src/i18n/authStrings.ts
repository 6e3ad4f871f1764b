import i18next from 'i18next';
import { loadLanguage, registerLocales } from '@fedi/shared';
import en from './locales/en-auth.json';

/**
 * The strings of the sign-in, sign-up and password-reset pages: a namespace of their own, fetched with
 * those pages (most visits never open them). The shell's `t('login.…')` finds them through
 * `fallbackNS` (i18n.ts), so the pages use the keys as before.
 */
export const AUTH_NAMESPACE = 'shell-auth';

registerLocales(
  AUTH_NAMESPACE,
  en,
  (language) =>
    import(
      /* webpackChunkName: "locale-shell-auth-[request]", webpackExclude: /(^|\/)en-auth\.json$/ */
      `./locales/${language}-auth.json`
    ),
);

/** Resolves once the strings of the current language are there (English is in this chunk). */
export function authStringsReady(): Promise<void> {
  return loadLanguage(i18next.language ?? 'en', [AUTH_NAMESPACE]);
}
