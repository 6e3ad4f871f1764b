import { bundledLocales, registerLocales } from '@fedi/shared';
// English strings only later chunks show are not here: laterStrings.ts adds them (laterStrings.json).
import en from './locales/en.json?core';

/** The bundle's own public path (rspack): the translation files sit beside it. */
declare const __webpack_public_path__: string;

export const NS = 'timelines';
registerLocales(
  NS,
  en,
  process.env.NODE_ENV === 'test'
    ? (language) => import(`./locales/${language}.json`)
    : bundledLocales(__webpack_public_path__, 'timelines'),
);
