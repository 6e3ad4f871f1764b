import { registerLocales } from '@fedi/shared';
import en from './locales/en.json';

export const NS = 'chat';
registerLocales(
  NS,
  en,
  (language) =>
    import(
      /* webpackChunkName: "locale-chat-[request]", webpackExclude: /(^|\/)en\.json$/ */ `./locales/${language}.json`
    ),
);
