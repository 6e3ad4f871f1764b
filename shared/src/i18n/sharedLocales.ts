import { registerLocales } from './registerLocales';
import en from './locales/en.json';

/**
 * The i18n namespace of @fedi/shared's own strings (error texts, the loading / Retry block), registered
 * once for every package: keys are written `shared:errors.network`, so any `t` resolves them.
 */
export const SHARED_NS = 'shared';
export const sharedEnglish = en;

registerLocales(
  SHARED_NS,
  en,
  (language) =>
    import(
      /* webpackChunkName: "locale-shared-[request]", webpackExclude: /(^|\/)en\.json$/ */ `./locales/${language}.json`
    ),
);
