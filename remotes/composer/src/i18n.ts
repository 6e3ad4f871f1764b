import { registerLocales } from '@fedi/shared';
import en from './locales/en.json';

export const NS = 'composer';
registerLocales(
  NS,
  en,
  (language) =>
    import(
      /* webpackChunkName: "locale-composer-[request]", webpackExclude: /(^|\/)en\.json$/ */ `./locales/${language}.json`
    ),
);
