export * from './state';
export * from './feed';
export * from './useTimelineFeed';
