import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getPreferences, registerLocales } from '@fedi/shared';
import en from './locales/en.json';

export function initI18n(): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: getPreferences().interfaceLanguage,
      fallbackLng: 'en',
      ns: ['shell'],
      defaultNS: 'shell',
      // The sign-in and sign-up pages' strings arrive with those pages (authStrings.ts).
      fallbackNS: 'shell-auth',
      resources: {},
      interpolation: { escapeValue: false },
      // Remotes and lazily loaded languages add bundles later; re-render when they arrive.
      react: { bindI18nStore: 'added', useSuspense: false },
    });
    // English is bundled; every other language is its own chunk, fetched when chosen.
    registerLocales('shell', en, { de: () => import(/* webpackChunkName: "locale-shell-de" */ './locales/de.json') });
    i18next.on('languageChanged', (lng) => {
      document.documentElement.lang = lng;
    });
  }
  return i18next;
}
