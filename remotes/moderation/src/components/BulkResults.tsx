import { useTranslation } from 'react-i18next';
import { useErrorText } from '@fedi/shared';
import { NS } from '../i18n';

/** A bulk item the signed-in role may not act on: not sent, reported as such. */
export class NotAllowed extends Error {}

export interface BulkResult {
  /** What the item is called in the list ("Report 3", "@bob"). */
  name: string;
  ok: boolean;
  error?: unknown;
}

/** The per-item outcome of a bulk action: each item done, or its server message. */
export function BulkResults({ results, onDismiss }: { results: BulkResult[]; onDismiss(): void }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  if (results.length === 0) return null;
  const failed = results.filter((result) => !result.ok).length;
  return (
    <section className="mod-bulk-results" aria-label={t('moderation.bulk_results')}>
      <p role="status">{t('moderation.bulk_summary', { done: results.length - failed, failed })}</p>
      <ul>
        {results.map((result) => (
          <li key={result.name} className={result.ok ? 'mod-ok' : 'form-error'}>
            {result.ok
              ? t('moderation.bulk_item_done', { name: result.name })
              : t('moderation.bulk_item_failed', {
                  name: result.name,
                  error: result.error instanceof NotAllowed ? t('moderation.not_allowed') : errorText(result.error),
                })}
          </li>
        ))}
      </ul>
      <button type="button" onClick={onDismiss}>
        {t('moderation.dismiss')}
      </button>
    </section>
  );
}
