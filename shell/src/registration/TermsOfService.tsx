import { useTranslation } from 'react-i18next';
import { useStaticHtml } from '../app/useStaticHtml';

/** The instance's terms of service (/static/terms-of-service.html); nothing when missing. */
export function TermsOfService() {
  const { t } = useTranslation();
  const { html } = useStaticHtml('terms-of-service.html');
  if (!html) return null;
  return (
    <section className="terms" aria-label={t('registration.terms')}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
