export * from './instanceConfig';
export * from './load';
export * from './timelineVisibility';
export * from './useInstanceConfig';
