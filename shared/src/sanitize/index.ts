export * from './emoji';
export * from './profiles';
