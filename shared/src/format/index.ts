export * from './format';
export * from './useNow';
export * from './RelativeTime';
