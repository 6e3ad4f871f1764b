import { registerLocales } from '@fedi/shared';
import en from './locales/en.json';

export const NS = 'settings';
registerLocales(NS, en, { de: () => import(/* webpackChunkName: "locale-settings-de" */ './locales/de.json') });
