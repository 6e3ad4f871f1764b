import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QueryState,
  sanitizeHtml,
  statusHtml,
  useErrorText,
  type ApiClient,
  type CreateStatusParams,
} from '@fedi/shared';
import { statusPreviewQuery } from '@fedi/shared/queries';
import { NS } from '../i18n';

/** Spec §9 preview debounce. */
export const PREVIEW_DEBOUNCE_MS = 500;

interface PreviewProps {
  client: ApiClient;
  params: CreateStatusParams;
  empty: boolean;
  urlencoded?: boolean;
}

/** The server's rendering of the post (preview=true), refreshed 500 ms after the last change. */
export function Preview({ client, params, empty, urlencoded }: PreviewProps) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const serialized = JSON.stringify(params);
  const [debounced, setDebounced] = useState(serialized);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(serialized), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [serialized]);
  const preview = useQuery({ ...statusPreviewQuery(client, debounced, { urlencoded }), enabled: !empty });
  return (
    <section className="composer-preview" aria-label={t('preview.title')}>
      <h3>{t('preview.title')}</h3>
      {empty ? (
        <p className="composer-preview-empty">{t('post_status.preview_empty')}</p>
      ) : preview.isError || !preview.data ? (
        <QueryState
          query={preview}
          loadingLabel={t('preview.loading')}
          errorMessage={(error) => t('preview.error', { message: errorText(error) })}
        />
      ) : (
        <div className="composer-preview-body" aria-busy={debounced !== serialized}>
          {preview.data.spoiler_text && <p className="composer-preview-cw">{preview.data.spoiler_text}</p>}
          <div
            dangerouslySetInnerHTML={{
              __html: sanitizeHtml(statusHtml(preview.data), 'preview'),
            }}
          />
        </div>
      )}
    </section>
  );
}
