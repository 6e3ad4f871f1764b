import { registerLocales } from '@fedi/shared';
import en from './locales/en.json';

export const NS = 'moderation';
registerLocales(
  NS,
  en,
  (language) =>
    import(
      /* webpackChunkName: "locale-moderation-[request]", webpackExclude: /(^|\/)en\.json$/ */ `./locales/${language}.json`
    ),
);
