import { registerLocales } from '@fedi/shared';
import en from './locales/en.json';

export const NS = 'people';
registerLocales(NS, en, { de: () => import(/* webpackChunkName: "locale-people-de" */ './locales/de.json') });
