export * from './html';
export * from './ids';
export * from './punycode';
