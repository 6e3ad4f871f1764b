import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, type FocusTarget } from './Dialog';

interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Defaults to the shell's "Cancel". */
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
  /** Focus goes back here on close (default: the element focused when it opened). */
  returnFocus?: FocusTarget;
}

/** The confirm dialog every package uses (spec §2): a modal `alertdialog`, focus starts on confirm, Escape cancels. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  returnFocus,
}: ConfirmDialogProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      kind="alert"
      className="confirm-dialog"
      aria-labelledby={titleId}
      onClose={onCancel}
      initialFocus={confirm}
      returnFocus={returnFocus}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="confirm-buttons">
        <button type="button" onClick={onCancel}>
          {cancelLabel ?? t('modal.cancel')}
        </button>
        <button type="button" ref={confirm} className="primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
