import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@fedi/shared';

/** The instance's terms of service (/static/terms-of-service.html), sanitized; nothing when missing. */
export function TermsOfService() {
  const { t } = useTranslation();
  const client = useApiClient();
  const terms = useQuery({
    queryKey: ['terms-of-service', client.config.baseUrl],
    queryFn: async ({ signal }) => String((await client.instance.staticFile('terms-of-service.html', { signal })) ?? ''),
    staleTime: Infinity,
    retry: false,
  });
  if (!terms.data) return null;
  return (
    <section className="terms" aria-label={t('registration.terms')}>
      <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(terms.data) }} />
    </section>
  );
}
