import { registerLocales } from '@fedi/shared';
import en from './locales/en.json';

export const NS = 'moderation';
registerLocales(NS, en, { de: () => import(/* webpackChunkName: "locale-moderation-de" */ './locales/de.json') });
