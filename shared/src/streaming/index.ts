export * from './client';
export * from './messages';
export * from './types';
export * from './url';
