import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCapabilities, type Status } from '@fedi/shared';
import { NS } from '../i18n';

const StatusHistoryModal = lazy(
  () => import(/* webpackChunkName: "timelines-status-history" */ './StatusHistoryModal'),
);

export interface StatusHistoryDialog {
  /** The status was edited and the instance supports editing (spec §2: the modal exists only then). */
  available: boolean;
  /** Opens the dialog; focus returns to `returnTo` on close (else to what had it when opened). */
  open(returnTo?: HTMLElement | null): void;
  /** The dialog while open (its code is fetched on first open), else null. */
  dialog: ReactNode;
}

/** The status history dialog of one status, for the 'edited' mark and the extra menu (`editing`: the instance's capability). */
export function useStatusHistoryDialog(
  status: Pick<Status, 'id' | 'edited_at'>,
  editing: boolean,
): StatusHistoryDialog {
  // undefined: closed; otherwise the element focus goes back to (null: the one focused when it opened).
  const [returnFocus, setReturnFocus] = useState<HTMLElement | null | undefined>(undefined);
  const open = useCallback((returnTo?: HTMLElement | null) => setReturnFocus(returnTo ?? null), []);
  const close = useCallback(() => setReturnFocus(undefined), []);
  const dialog =
    returnFocus === undefined ? null : (
      <Suspense fallback={null}>
        <StatusHistoryModal
          statusId={status.id}
          editedAt={status.edited_at}
          returnFocus={returnFocus}
          onClose={close}
        />
      </Suspense>
    );
  return { available: Boolean(status.edited_at) && editing, open, dialog };
}

/** The 'edited' mark of a status header: a button opening the edit history where the instance has one. */
export function StatusEditedMark({ status }: { status: Pick<Status, 'id' | 'edited_at'> }) {
  // Most statuses were never edited: they get no hooks at all (a timeline renders many rows).
  return status.edited_at ? <EditedMark status={status} /> : null;
}

function EditedMark({ status }: { status: Pick<Status, 'id' | 'edited_at'> }) {
  const { t } = useTranslation(NS);
  const history = useStatusHistoryDialog(status, useCapabilities().editing);
  if (!history.available) return <span className="status-edited">{t('status.edited')}</span>;
  return (
    <>
      <button
        type="button"
        className="link-button status-edited"
        aria-haspopup="dialog"
        aria-label={t('history.open')}
        onClick={(event) => history.open(event.currentTarget)}
      >
        {t('status.edited')}
      </button>
      {history.dialog}
    </>
  );
}
