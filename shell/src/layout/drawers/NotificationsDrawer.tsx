import { X } from 'lucide';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DrawerFrame } from './DrawerFrame';
import { NotificationsPanelRegion } from '../panels/NotificationsPanelRegion';
import '../notifications/notifications.css';
import { Icon } from '@fedi/shared';

/** Spec §9: a swipe of more than 50 px to the right closes the notifications drawer. */
export const NOTIFICATION_SWIPE_CLOSE_THRESHOLD = 50;

/**
 * The mobile notifications drawer (spec §2): the people remote's list; closing it (button, Escape,
 * backdrop, swipe, or a route change — the caller closes it then) marks everything seen.
 */
export function NotificationsDrawer({ onClose, returnFocus }: { onClose(): void; returnFocus?: HTMLElement | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);

  // A route change (a link in the list) closes the drawer, which marks everything seen.
  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname, onClose]);

  return (
    <DrawerFrame
      className="notifications-drawer"
      label={t('notifications.title')}
      swipeClose={{ direction: 'right', threshold: NOTIFICATION_SWIPE_CLOSE_THRESHOLD }}
      initialFocus=".notifications-drawer-close"
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <button
        type="button"
        className="notifications-drawer-close"
        aria-label={t('notifications.close')}
        onClick={onClose}
      >
        <Icon node={X} />
      </button>
      <NotificationsPanelRegion placement="drawer" />
    </DrawerFrame>
  );
}
