// Public face of @fedi/shared: one copy at run time, shared by the shell and every remote.
export * from './api';
export * from './bus';
export * from './federation';
export * from './i18n';
export * from './session';
export * from './ui';
export * from './api_types';
export * from './models';
export * from './features';
export * from './cache';
export * from './timeline';
export * from './notifications';
export * from './streaming';
export * from './polling';
export * from './constants';
export * from './utils';
export * from './instanceConfig';
