import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@fedi/shared';

/** The instance-specific HTML panel (/static/panel.html), sanitized. Loaded as its own chunk. */
export default function InstancePanel() {
  const { t } = useTranslation();
  const client = useApiClient();
  const panel = useQuery({
    queryKey: ['instance-panel', client.config.baseUrl],
    queryFn: async ({ signal }) => String((await client.instance.staticFile('panel.html', { signal })) ?? ''),
    staleTime: Infinity,
    retry: false,
  });
  if (!panel.data) return null;
  return (
    <section className="panel instance-panel" aria-label={t('panels.instance')}>
      <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(panel.data) }} />
    </section>
  );
}
