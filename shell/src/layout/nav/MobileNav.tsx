import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications, useSession } from '@fedi/shared';
import { Brand } from '../frame/Brand';
import { MobileChatsLink } from './MobileChatsLink';
import { NotificationBell } from '../notifications/NotificationBell';
import { lazyPart } from '../frame/lazyPart';
import { useOpenReportCount } from './useOpenReportCount';
import { AccountsToggle } from '../accounts/AccountsToggle';

// The drawers are their own chunks, fetched when first opened: most visits never open them.
const SideDrawer = lazyPart('side-drawer', () =>
  import(/* webpackChunkName: "side-drawer" */ '../drawers/SideDrawer').then((m) => m.SideDrawer),
);
const NotificationsDrawer = lazyPart('notifications-drawer', () =>
  import(/* webpackChunkName: "notifications-drawer" */ '../drawers/NotificationsDrawer').then(
    (m) => m.NotificationsDrawer,
  ),
);

/**
 * Mobile navigation (≤ 800 px): the menu button opening the side drawer, the site brand, and for
 * signed-in users the bell opening the notifications drawer, which marks everything seen when it
 * closes or the route changes (spec §2).
 */
export function MobileNav() {
  const { t } = useTranslation();
  const session = useSession();
  const notifications = useNotifications();
  const [open, setOpen] = useState(false);
  // Staff: the poll runs while the mobile nav is shown, not only while the drawer is open.
  useOpenReportCount();
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const controller = notifications?.controller;
  // Where each drawer gives the focus back (a browser may not focus a clicked button).
  const [menuButton, setMenuButton] = useState<HTMLButtonElement | null>(null);
  const [bell, setBell] = useState<HTMLButtonElement | null>(null);
  const closeNotifications = useCallback(() => {
    setNotificationsOpen(false);
    controller?.markAllRead().catch((error: unknown) => console.warn('Could not mark notifications as read', error));
  }, [controller]);

  return (
    <header className="nav-bar mobile-nav">
      <button
        ref={setMenuButton}
        type="button"
        className="menu-button"
        aria-label={t('nav.menu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        ☰
      </button>
      <Brand />
      <MobileChatsLink />
      {session.status === 'signed-in' && (
        <NotificationBell ref={setBell} open={notificationsOpen} onOpen={() => setNotificationsOpen(true)} />
      )}
      {session.status === 'signed-in' && session.user && <AccountsToggle avatar={session.user.avatar} />}
      {open && <SideDrawer onClose={close} returnFocus={menuButton} />}
      {notificationsOpen && <NotificationsDrawer onClose={closeNotifications} returnFocus={bell} />}
    </header>
  );
}
