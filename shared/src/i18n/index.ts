export * from './registerLocales';
export * from './languages';
export * from './switchLanguage';
