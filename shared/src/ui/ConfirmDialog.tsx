import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Defaults to the shell's "Cancel". */
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

/** The confirm dialog every package uses (spec §2): focus starts on confirm, Escape cancels. */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div className="confirm-backdrop">
      <div
        className="confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
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
      </div>
    </div>
  );
}
