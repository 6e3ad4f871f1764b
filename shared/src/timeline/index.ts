export * from './state';
export * from './feed';
export * from './useTimelineFeed';
export * from './streams';
