import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

// The shell owns the i18n instance at run time; tests start one before the composer registers its strings.
if (!i18next.isInitialized) {
  void i18next
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
}
