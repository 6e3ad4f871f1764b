import { registerLocales } from '@fedi/shared';
import en from './locales/en.json';

export const NS = 'timelines';
registerLocales(
  NS,
  en,
  (language) =>
    import(
      /* webpackChunkName: "locale-timelines-[request]", webpackExclude: /(^|\/)en\.json$/ */ `./locales/${language}.json`
    ),
);
