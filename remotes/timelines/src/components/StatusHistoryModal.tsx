import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, ModalFrame, QueryState, statusHistoryQuery, useApiClient } from '@fedi/shared';
import { NS } from '../i18n';
import { StatusHistoryVersion } from './StatusHistoryVersion';
import { statusVersions } from './StatusHistoryVersions';
import './StatusHistory.css';
import '../laterStrings';

export interface StatusHistoryModalProps {
  statusId: string;
  /** The status's edited_at: a newer edit asks the server again. */
  editedAt?: string | null;
  /** Focus goes back here on close (the control that opened the dialog, or the one that stood for it). */
  returnFocus?: HTMLElement | null;
  onClose(): void;
}

/**
 * Every version of an edited status (GET /api/v1/statuses/{id}/history), newest first, the current one
 * marked. A modal dialog over the page (`ModalFrame`): focus stays inside, Escape closes, focus returns.
 */
export default function StatusHistoryModal({ statusId, editedAt, returnFocus, onClose }: StatusHistoryModalProps) {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  // A failure shows at once with its own retry button.
  const history = useQuery(statusHistoryQuery(client, statusId, editedAt ?? null));
  const versions = useMemo(() => (history.data ? statusVersions(history.data) : []), [history.data]);
  // A server without the history call (snac marks edits but keeps no versions) or a post gone since: nothing to retry.
  const notKept = history.error instanceof ApiError && history.error.status === 404;

  return (
    <div className="status-history">
      <ModalFrame
        title={t('history.title')}
        state="visible"
        onClose={onClose}
        onTogglePeek={() => undefined}
        peekable={false}
        returnFocus={returnFocus}
      >
        {notKept ? (
          <p role="status" className="status-history-empty">
            {t('history.not_kept')}
          </p>
        ) : (
          <QueryState
            query={history}
            loadingLabel={t('history.loading')}
            errorMessage={(error) => t('history.error', { error: errorText(error, t) })}
            retryLabel={t('history.retry')}
            empty={versions.length === 0 && t('history.empty')}
          >
            <ol className="status-history-versions" aria-label={t('history.versions', { count: versions.length })}>
              {versions.map((version) => (
                <StatusHistoryVersion key={version.number} version={version} />
              ))}
            </ol>
          </QueryState>
        )}
      </ModalFrame>
    </div>
  );
}
