export * from './registerLocales';
export * from './languages';
