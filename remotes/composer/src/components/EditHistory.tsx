import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@fedi/shared';
import { NS } from '../i18n';

/** Earlier versions of a status being edited (GET /api/v1/statuses/{id}/history), newest first. */
export function EditHistory({ client, statusId }: { client: ApiClient; statusId: string }) {
  const { t } = useTranslation(NS);
  const history = useQuery({
    queryKey: ['composer', 'history', client.config.baseUrl, statusId],
    queryFn: ({ signal }) => client.statuses.history(statusId, { signal }),
    retry: false,
  });
  return (
    <section className="composer-history" aria-label={t('history.title')}>
      <h3>{t('history.title')}</h3>
      {history.isPending && <p role="status">{t('composer.loading')}</p>}
      {history.isError && <p role="alert">{t('history.error', { message: history.error.message })}</p>}
      {history.data?.length === 0 && <p>{t('history.empty')}</p>}
      <ol>
        {[...(history.data ?? [])].reverse().map((version, index) => (
          <li key={`${version.created_at ?? ''}-${index}`}>
            {version.created_at && <time dateTime={version.created_at}>{new Date(version.created_at).toLocaleString()}</time>}
            {version.spoiler_text && <p className="composer-preview-cw">{version.spoiler_text}</p>}
            <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(version.content) }} />
            {version.media_attachments.length > 0 && <p>{t('drafts.files', { count: version.media_attachments.length })}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
