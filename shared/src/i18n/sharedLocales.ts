import { bundledLocales, registerLocales } from './registerLocales';
import en from './locales/en.json';

/** The bundle's own public path (rspack): the translation files sit beside it. */
declare const __webpack_public_path__: string;

/**
 * The i18n namespace of @fedi/shared's own strings (error texts, the loading / Retry block), registered
 * once for every package: keys are written `shared:errors.network`, so any `t` resolves them.
 */
export const SHARED_NS = 'shared';
export const sharedEnglish = en;

registerLocales(
  SHARED_NS,
  en,
  process.env.NODE_ENV === 'test'
    ? (language) => import(`./locales/${language}.json`)
    : bundledLocales(__webpack_public_path__, 'shared'),
);
