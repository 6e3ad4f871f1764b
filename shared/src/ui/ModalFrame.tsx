import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../federation/contract';

interface ModalFrameProps extends ModalProps {
  title: string;
  children: ReactNode;
  /** Whether the modal offers the minimise (peek) button. */
  peekable?: boolean;
}

/** The dialog frame every remote's modal uses: title, minimise and close buttons, Escape closes. */
export function ModalFrame({ title, state, onClose, onTogglePeek, peekable = true, children }: ModalFrameProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  useEffect(() => {
    if (state !== 'visible') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state, onClose]);

  const header = (
    <div className="modal-header">
      <h2 id={titleId}>{title}</h2>
      {peekable && (
        <button type="button" onClick={onTogglePeek} aria-label={state === 'visible' ? t('modal.minimize') : t('modal.restore')}>
          {state === 'visible' ? '▁' : '▔'}
        </button>
      )}
      <button type="button" onClick={onClose} aria-label={t('modal.close')}>
        ×
      </button>
    </div>
  );
  if (state === 'minimized') {
    return (
      <div className="modal-minimized" role="dialog" aria-labelledby={titleId}>
        {header}
      </div>
    );
  }
  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        {header}
        {children}
      </div>
    </div>
  );
}
