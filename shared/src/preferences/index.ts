export * from './defaults';
export * from './store';
export * from './userMarks';
