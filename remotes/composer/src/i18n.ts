import { registerLocales } from '@fedi/shared';
import en from './locales/en.json';

export const NS = 'composer';
registerLocales(NS, en, { de: () => import(/* webpackChunkName: "locale-composer-de" */ './locales/de.json') });
