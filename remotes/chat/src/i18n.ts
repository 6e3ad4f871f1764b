import { registerLocales } from '@fedi/shared';
import en from './locales/en.json';

export const NS = 'chat';
registerLocales(NS, en, { de: () => import(/* webpackChunkName: "locale-chat-de" */ './locales/de.json') });
