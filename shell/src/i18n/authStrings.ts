import i18next, { type ResourceLanguage } from 'i18next';
import { registerLocales } from '@fedi/shared';
import en from './locales/en-auth.json';

/**
 * The strings of the sign-in, sign-up and password-reset pages: a namespace of their own, fetched with
 * those pages (most visits never open them). The shell's `t('login.…')` finds them through
 * `fallbackNS` (i18n.ts), so the pages use the keys as before.
 */
export const AUTH_NAMESPACE = 'shell-auth';

const LOADERS: Record<string, () => Promise<{ default: ResourceLanguage } | ResourceLanguage>> = {
  de: () => import(/* webpackChunkName: "locale-shell-auth-de" */ './locales/de-auth.json'),
};

registerLocales(AUTH_NAMESPACE, en, LOADERS);

/** Resolves once the strings of the current language are there (English is in this chunk). */
export async function authStringsReady(): Promise<void> {
  const language = i18next.language ?? 'en';
  const loader = LOADERS[language] ?? LOADERS[language.split('-')[0] ?? language];
  if (!loader || i18next.hasResourceBundle(language, AUTH_NAMESPACE)) return;
  const loaded = await loader();
  i18next.addResourceBundle(
    language,
    AUTH_NAMESPACE,
    ('default' in loaded ? loaded.default : loaded) as ResourceLanguage,
    true,
    false,
  );
}
