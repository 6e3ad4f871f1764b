export * from './apiClientContext';
export * from './entityDefaults';
export * from './hooks';
export * from './importer';
export * from './keys';
export * from './merge';
export * from './updates';
export * from './eviction';
