import { useQuery } from '@tanstack/react-query';
import { createFocusTrap } from 'focus-trap';
import { useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, ModalFrame, QueryState, statusHistoryQuery, useApiClient } from '@fedi/shared';
import { NS } from '../i18n';
import { StatusHistoryVersion } from './StatusHistoryVersion';
import { statusVersions } from './StatusHistoryVersions';
import './StatusHistory.css';

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
 * marked. A modal dialog over the page: focus stays inside, Escape closes, focus returns.
 */
export default function StatusHistoryModal({ statusId, editedAt, returnFocus, onClose }: StatusHistoryModalProps) {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const container = useRef<HTMLDivElement>(null);
  // A failure shows at once with its own retry button.
  const history = useQuery(statusHistoryQuery(client, statusId, editedAt ?? null));
  const versions = useMemo(() => (history.data ? statusVersions(history.data) : []), [history.data]);
  // A server without the history call (snac marks edits but keeps no versions) or a post gone since: nothing to retry.
  const notKept = history.error instanceof ApiError && history.error.status === 404;

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const trap = createFocusTrap(element, {
      // ModalFrame closes on Escape; the trap only keeps Tab inside and gives the focus back.
      escapeDeactivates: false,
      allowOutsideClick: true,
      fallbackFocus: () => element.querySelector<HTMLElement>('[role="dialog"]') ?? element,
      setReturnFocus: (previous) => (returnFocus?.isConnected ? returnFocus : previous),
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [returnFocus]);

  return createPortal(
    // Keys other than Escape stay in the dialog: the timeline's j/k/. must not move the page behind it.
    <div ref={container} className="status-history" onKeyDown={(event) => event.key !== 'Escape' && event.stopPropagation()}>
      <ModalFrame title={t('history.title')} state="visible" onClose={onClose} onTogglePeek={() => undefined} peekable={false}>
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
    </div>,
    document.body,
  );
}
