import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES, setInterfaceLanguage } from '@fedi/shared';

/**
 * The interface language, switched live (no reload) and stored with the preferences. A native select:
 * keyboard and screen readers get its usual behaviour; each option is named in its own language.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="language-picker">
      <label htmlFor={id}>{t('general.language')}</label>{' '}
      <select id={id} value={i18n.language} onChange={(event) => void setInterfaceLanguage(event.target.value)}>
        {Object.entries(INTERFACE_LANGUAGES).map(([code, name]) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
