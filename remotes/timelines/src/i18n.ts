import { registerLocales } from '@fedi/shared';
import en from './locales/en.json';

export const NS = 'timelines';
registerLocales(NS, en, { de: () => import(/* webpackChunkName: "locale-timelines-de" */ './locales/de.json') });
