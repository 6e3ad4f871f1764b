export * from './actions';
export * from './hooks';
export * from './optimistic';
export * from './follow';
