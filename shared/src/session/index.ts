export * from './session';
export * from './accounts';
