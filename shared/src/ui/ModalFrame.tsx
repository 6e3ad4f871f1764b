import { ChevronUp, Minus, X } from 'lucide';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../federation/contract';
import { Dialog, type FocusTarget } from './Dialog';
import { Icon } from './Icon';

interface ModalFrameProps extends ModalProps {
  title: string;
  children: ReactNode;
  /** Whether the modal offers the minimise (peek) button. */
  peekable?: boolean;
  /** Focus goes back here on close (default: the element focused when the modal opened). */
  returnFocus?: FocusTarget;
  /** A class added to the open (not minimised) window, for a modal's own size. */
  className?: string;
}

/**
 * The dialog frame every remote's modal uses: title, minimise and close buttons; a modal `Dialog` while
 * visible (Escape closes), a non-modal bar at the bottom while minimised.
 */
export function ModalFrame({
  title,
  state,
  onClose,
  onTogglePeek,
  peekable = true,
  returnFocus,
  className,
  children,
}: ModalFrameProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const visible = state === 'visible';
  return (
    <Dialog
      kind={visible ? 'modal' : 'nonmodal'}
      className={visible ? (className ? `modal ${className}` : 'modal') : 'modal-minimized'}
      aria-labelledby={titleId}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <div className="modal-header">
        <h2 id={titleId}>{title}</h2>
        {peekable && (
          <button type="button" onClick={onTogglePeek} aria-label={visible ? t('modal.minimize') : t('modal.restore')}>
            <Icon node={visible ? Minus : ChevronUp} size={16} />
          </button>
        )}
        <button type="button" onClick={onClose} aria-label={t('modal.close')}>
          <Icon node={X} size={18} />
        </button>
      </div>
      {visible && children}
    </Dialog>
  );
}
