import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DisplayName, useBus, useSession } from '@fedi/shared';
import { accountHandle } from '../../session/servers';
import { DrawerFrame } from './DrawerFrame';
import type { DrawerItem } from './drawerItems';
import { useDrawerItems } from './useDrawerItems';
import { useLogout } from '../nav/useLogout';
import { AccountsToggle } from '../accounts/AccountsToggle';

/** Spec §9: a swipe of more than 30 px to the left closes the drawer. */
export const SWIPE_CLOSE_THRESHOLD = 30;

/** The side drawer (mobile): every destination, with badges; Escape or a left swipe closes it. */
export function SideDrawer({ onClose, returnFocus }: { onClose(): void; returnFocus?: HTMLElement | null }) {
  const { t } = useTranslation();
  const session = useSession();
  const bus = useBus();
  const { logout, dialog } = useLogout();
  const items = useDrawerItems('drawer');

  const act = (item: DrawerItem) => {
    if (item.action !== 'logout') onClose();
    if (item.action === 'settings') bus.emit('settings:open');
    else if (item.action === 'moderation') bus.emit('moderation:open');
    else if (item.action === 'logout') logout();
  };

  const label = (item: DrawerItem) => (
    <>
      {t(item.label)}
      {item.badge ? (
        <span className="badge" aria-label={t(item.badgeLabel ?? 'nav.badge', { count: item.badge })}>
          {item.badge}
        </span>
      ) : null}
    </>
  );

  return (
    <DrawerFrame
      className="side-drawer"
      label={t('nav.menu')}
      swipeClose={{ direction: 'left', threshold: SWIPE_CLOSE_THRESHOLD }}
      initialFocus="a, button"
      onClose={onClose}
      returnFocus={returnFocus}
      beside={dialog}
    >
      {session.user && (
        <div className="drawer-user user-ident">
          {session.user.avatar && (
            <img src={session.user.avatar} alt="" width={48} height={48} className="avatar user-avatar" />
          )}
          <div>
            <p className="user-name">
              <DisplayName user={session.user} />
            </p>
            <p className="user-acct" dir="ltr">
              {accountHandle({ acct: session.user.acct, baseUrl: session.baseUrl })}
            </p>
          </div>
        </div>
      )}
      {session.status === 'signed-in' && (
        <div className="drawer-accounts">
          <AccountsToggle onSwitch={onClose} />
        </div>
      )}
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            {item.to ? (
              <Link to={item.to} onClick={onClose}>
                {label(item)}
              </Link>
            ) : item.href ? (
              <a href={item.href} target="_blank" rel="noopener noreferrer" onClick={onClose}>
                {label(item)}
              </a>
            ) : (
              <button type="button" onClick={() => act(item)}>
                {label(item)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </DrawerFrame>
  );
}
