export * from './capabilities';
export * from './dialect';
export * from './load';
export * from './useCapabilities';
export * from './missing';
