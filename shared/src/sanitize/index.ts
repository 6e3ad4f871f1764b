export * from './emoji';
export * from './profiles';
export * from './display';
