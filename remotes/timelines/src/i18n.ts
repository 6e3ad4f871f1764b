import { bundledLocales, registerLocales } from '@fedi/shared';
// English strings only later chunks show are not here: laterStrings.ts adds them (laterStrings.json).
import en from './locales/en.json?core';

/** The bundle's own public path (rspack): the translation files sit beside it. */
declare const __webpack_public_path__: string;

export const NS = 'timelines';
/** Every other language's strings, whole (laterStrings.ts registers the rest of English with the same loader). */
export const loadStrings =
  process.env.NODE_ENV === 'test'
    ? (language: string) => import(`./locales/${language}.json`)
    : bundledLocales(__webpack_public_path__, 'timelines');
registerLocales(NS, en, loadStrings);
