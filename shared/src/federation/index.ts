export * from './contract';
export * from './routes';
export * from './loader';
