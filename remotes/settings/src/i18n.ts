import { registerLocales } from '@fedi/shared';
import en from './locales/en.json';

export const NS = 'settings';
registerLocales(
  NS,
  en,
  (language) =>
    import(
      /* webpackChunkName: "locale-settings-[request]", webpackExclude: /(^|\/)en\.json$/ */ `./locales/${language}.json`
    ),
);
