import { useEffect, useRef, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NotificationsPanelRegion } from './NotificationsPanelRegion';
import './notifications.css';

/** Spec §9: a swipe of more than 50 px to the right closes the notifications drawer. */
export const NOTIFICATION_SWIPE_CLOSE_THRESHOLD = 50;

/**
 * The mobile notifications drawer (spec §2): the people remote's list; closing it (button, Escape,
 * backdrop, swipe, or a route change — the caller closes it then) marks everything seen.
 */
export function NotificationsDrawer({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const touchStart = useRef<number | null>(null);
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);

  // A route change (a link in the list) closes the drawer, which marks everything seen.
  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname, onClose]);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('.notifications-drawer-close')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="drawer-backdrop" onClick={onClose}>
      <div
        ref={panel}
        className="notifications-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t('notifications.title')}
        onClick={(event) => event.stopPropagation()}
        onTouchStart={(event: TouchEvent) => (touchStart.current = event.touches[0]?.clientX ?? null)}
        onTouchEnd={(event: TouchEvent) => {
          const end = event.changedTouches[0]?.clientX;
          if (touchStart.current !== null && end !== undefined && end - touchStart.current > NOTIFICATION_SWIPE_CLOSE_THRESHOLD) onClose();
          touchStart.current = null;
        }}
      >
        <button type="button" className="notifications-drawer-close" aria-label={t('notifications.close')} onClick={onClose}>
          ×
        </button>
        <NotificationsPanelRegion placement="drawer" />
      </div>
    </div>
  );
}
