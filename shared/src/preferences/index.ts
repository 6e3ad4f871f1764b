export * from './defaults';
export * from './store';
