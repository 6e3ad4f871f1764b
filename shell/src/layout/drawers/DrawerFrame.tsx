import { useRef, type ReactNode, type TouchEvent } from 'react';
import { Dialog } from '@fedi/shared';

interface DrawerFrameProps {
  /** Class of the panel (its side and size come from CSS). */
  className: string;
  /** Accessible name of the dialog. */
  label: string;
  /** Which way a swipe closes it, and how far it must go (spec §9 thresholds). */
  swipeClose: { direction: 'left' | 'right'; threshold: number };
  /** Selector of the element focused on open, inside the panel. */
  initialFocus: string;
  /** Focus goes back here on close (default: the element focused when it opened). */
  returnFocus?: HTMLElement | null;
  onClose(): void;
  children: ReactNode;
  /** Rendered after the panel (e.g. a confirm dialog the drawer opened: a dialog of its own, over it). */
  beside?: ReactNode;
}

/** A drawer: a modal `Dialog` at the side of the screen; Escape, a click on the backdrop or a swipe close it. */
export function DrawerFrame({
  className,
  label,
  swipeClose,
  initialFocus,
  returnFocus,
  onClose,
  children,
  beside,
}: DrawerFrameProps) {
  const touchStart = useRef<number | null>(null);

  const onTouchEnd = (event: TouchEvent) => {
    const end = event.changedTouches[0]?.clientX;
    const start = touchStart.current;
    touchStart.current = null;
    if (start === null || end === undefined) return;
    const distance = swipeClose.direction === 'left' ? start - end : end - start;
    if (distance > swipeClose.threshold) onClose();
  };

  return (
    <>
      <Dialog
        className={className}
        aria-label={label}
        onClose={onClose}
        closeOnBackdrop
        initialFocus={initialFocus}
        returnFocus={returnFocus}
        onTouchStart={(event: TouchEvent) => (touchStart.current = event.touches[0]?.clientX ?? null)}
        onTouchEnd={onTouchEnd}
      >
        {children}
      </Dialog>
      {beside}
    </>
  );
}
