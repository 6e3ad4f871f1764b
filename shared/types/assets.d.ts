// Side-effect style imports the bundler handles.
declare module '*.css';
// A bundle's English strings split by when they are needed (shared/build/localeSplitLoader.cjs).
declare module '*.json?core' {
  const strings: import('i18next').ResourceLanguage;
  export default strings;
}
declare module '*.json?later' {
  const strings: import('i18next').ResourceLanguage;
  export default strings;
}
