import { Menu } from 'lucide';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, useNotifications, useSession } from '@fedi/shared';
import { Brand } from '../frame/Brand';
import { lazyPart } from '../frame/lazyPart';
import { signedInPart } from '../frame/signedInParts';

// The drawers are their own chunks, fetched when first opened: most visits never open them.
const SideDrawer = lazyPart('side-drawer', () =>
  import(/* webpackChunkName: "side-drawer" */ '../drawers/SideDrawer').then((m) => m.SideDrawer),
);
const NotificationsDrawer = lazyPart('notifications-drawer', () =>
  import(/* webpackChunkName: "notifications-drawer" */ '../drawers/NotificationsDrawer').then(
    (m) => m.NotificationsDrawer,
  ),
);
const MobileSignedInItems = signedInPart((parts) => parts.MobileSignedInItems);

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
        <Icon node={Menu} size={22} />
      </button>
      <Brand />
      {session.status === 'signed-in' && (
        <MobileSignedInItems
          bellRef={setBell}
          notificationsOpen={notificationsOpen}
          onOpenNotifications={() => setNotificationsOpen(true)}
        />
      )}
      {open && <SideDrawer onClose={close} returnFocus={menuButton} />}
      {notificationsOpen && <NotificationsDrawer onClose={closeNotifications} returnFocus={bell} />}
    </header>
  );
}
