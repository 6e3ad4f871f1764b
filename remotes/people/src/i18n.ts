import { registerLocales } from '@fedi/shared';
import en from './locales/en.json';

export const NS = 'people';
registerLocales(
  NS,
  en,
  (language) =>
    import(
      /* webpackChunkName: "locale-people-[request]", webpackExclude: /(^|\/)en\.json$/ */ `./locales/${language}.json`
    ),
);
