// The part of react-i18next that is shared at run time (see ../sharedSubsets.cjs). `Trans` is left
// out on purpose: it carries an HTML parser (~7 KB gzip) no screen uses. A bundle that imports
// anything else from 'react-i18next' fails to build: add the name here, then rebuild the shell and
// every remote, as for a version change of a shared library.
export {
  getI18n,
  I18nextProvider,
  initReactI18next,
  setI18n,
  Translation,
  useTranslation,
} from '@fedi-full/react-i18next';
