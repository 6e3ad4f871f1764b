export * from './errors';
export * from './http';
export * from './links';
