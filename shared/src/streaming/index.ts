export * from './client';
export * from './connection';
export * from './hub';
export * from './messages';
export * from './subscription';
export * from './types';
export * from './url';
