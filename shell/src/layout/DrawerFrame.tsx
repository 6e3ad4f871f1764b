import { useEffect, useRef, type ReactNode, type TouchEvent } from 'react';

interface DrawerFrameProps {
  /** Class of the panel (its side and size come from CSS). */
  className: string;
  /** Accessible name of the dialog. */
  label: string;
  /** Which way a swipe closes it, and how far it must go (spec §9 thresholds). */
  swipeClose: { direction: 'left' | 'right'; threshold: number };
  /** Selector of the element focused on open, inside the panel. */
  initialFocus: string;
  onClose(): void;
  children: ReactNode;
  /** Rendered beside the panel on the backdrop (e.g. a confirm dialog the drawer opened). */
  beside?: ReactNode;
}

/** A modal drawer over a backdrop: focus on open; Escape, a click on the backdrop or a swipe close it. */
export function DrawerFrame({ className, label, swipeClose, initialFocus, onClose, children, beside }: DrawerFrameProps) {
  const panel = useRef<HTMLDivElement>(null);
  const touchStart = useRef<number | null>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>(initialFocus)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, initialFocus]);

  const onTouchEnd = (event: TouchEvent) => {
    const end = event.changedTouches[0]?.clientX;
    const start = touchStart.current;
    touchStart.current = null;
    if (start === null || end === undefined) return;
    const distance = swipeClose.direction === 'left' ? start - end : end - start;
    if (distance > swipeClose.threshold) onClose();
  };

  return (
    <div className="drawer-backdrop" onClick={onClose}>
      <div
        ref={panel}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        onClick={(event) => event.stopPropagation()}
        onTouchStart={(event: TouchEvent) => (touchStart.current = event.touches[0]?.clientX ?? null)}
        onTouchEnd={onTouchEnd}
      >
        {children}
      </div>
      {beside}
    </div>
  );
}
