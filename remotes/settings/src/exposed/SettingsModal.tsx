import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES, ModalFrame, type ModalProps } from '@fedi/shared';
import { NS } from '../i18n';

/** Settings modal. For now the general tab's interface language; the settings issue adds the rest. */
export default function SettingsModal(props: ModalProps) {
  const { t, i18n } = useTranslation(NS);
  const languageId = useId();
  return (
    <ModalFrame title={t('settings.title')} {...props}>
      <section aria-labelledby={`${languageId}-tab`}>
        <h3 id={`${languageId}-tab`}>{t('settings.general')}</h3>
        <label htmlFor={languageId}>{t('settings.interface_language')}</label>{' '}
        <select id={languageId} value={i18n.resolvedLanguage ?? i18n.language} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
          {Object.entries(INTERFACE_LANGUAGES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </section>
    </ModalFrame>
  );
}
