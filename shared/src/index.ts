// Public face of @fedi/shared: one copy at run time, shared by the shell and every remote.
export * from './api';
export * from './bus';
export * from './federation';
export * from './i18n';
export * from './session';
export * from './ui';
