export * from './contract';
export * from './routes';
export * from './loader';
export * from './profileLinks';
