import { useTranslation } from 'react-i18next';

/** After a sign-up that an administrator must approve. */
export function RegistrationRequestSent() {
  const { t } = useTranslation();
  return (
    <div className="panel">
      <h1>{t('registration.request_sent_title')}</h1>
      <p>{t('registration.request_sent')}</p>
    </div>
  );
}

/** After a sign-up that must be confirmed by email. */
export function AwaitingEmailConfirmation() {
  const { t } = useTranslation();
  return (
    <div className="panel">
      <h1>{t('registration.awaiting_email_title')}</h1>
      <p>{t('registration.awaiting_email')}</p>
    </div>
  );
}
