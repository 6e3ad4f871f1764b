import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  applyDocumentLanguage,
  bundledLocales,
  getPreferences,
  loadLanguage,
  pickLanguage,
  registerLocales,
} from '@fedi/shared';
import en from './locales/en.json';

/** The bundle's own public path (rspack): the translation files sit beside it. */
declare const __webpack_public_path__: string;

/** The first language: the stored choice, else the browser's preferred languages, else English. */
export function firstLanguage(): string {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickLanguage(getPreferences().interfaceLanguage, preferred);
}

let initial = 'en';

export function initI18n(): typeof i18next {
  if (!i18next.isInitialized) {
    const lng = (initial = firstLanguage());
    void i18next.use(initReactI18next).init({
      lng,
      fallbackLng: 'en',
      // `pt-BR` is looked up as such, then in English: never in a `pt` bundle nobody fetched.
      load: 'currentOnly',
      ns: ['shell'],
      defaultNS: 'shell',
      // The sign-in and sign-up pages' strings arrive with those pages (authStrings.ts).
      fallbackNS: 'shell-auth',
      resources: {},
      interpolation: { escapeValue: false },
      // Remotes and lazily loaded languages add bundles later; re-render when they arrive.
      react: { bindI18nStore: 'added', useSuspense: false },
    });
    // English is bundled; every other language is a JSON file beside the build, fetched when chosen.
    registerLocales(
      'shell',
      en,
      process.env.NODE_ENV === 'test'
        ? (language) => import(`./locales/${language}.json`)
        : bundledLocales(__webpack_public_path__, 'shell'),
    );
    applyDocumentLanguage(lng);
    i18next.on('languageChanged', (language) => applyDocumentLanguage(language));
  }
  return i18next;
}

/** Resolves once the first language's strings of the namespaces registered so far are in (English: at once). */
export function firstLanguageReady(): Promise<void> {
  initI18n();
  return loadLanguage(initial);
}
