import { registerLocales } from '@fedi/shared';
import en from './locales/en.json';

export const NS = 'example_panel';
registerLocales(
  NS,
  en,
  (language) =>
    import(
      /* webpackChunkName: "locale-example-panel-[request]", webpackExclude: /(^|\/)en\.json$/ */ `./locales/${language}.json`
    ),
);
