import type { Ref } from 'react';
import { useSession } from '@fedi/shared';
import { AccountsToggle } from '../accounts/AccountsToggle';
import { NotificationBell } from '../notifications/NotificationBell';
import { MobileChatsLink } from './MobileChatsLink';
import { useOpenReportCount } from './useOpenReportCount';

/**
 * The mobile nav's signed-in items: the chats link, the notification bell (opening the drawer the nav
 * holds) and the accounts button. Staff: the open-report poll runs while the mobile nav is shown, not
 * only while the side drawer is open.
 */
export function MobileSignedInItems({
  bellRef,
  notificationsOpen,
  onOpenNotifications,
}: {
  bellRef: Ref<HTMLButtonElement>;
  notificationsOpen: boolean;
  onOpenNotifications(): void;
}) {
  const session = useSession();
  useOpenReportCount();
  return (
    <>
      <MobileChatsLink />
      <NotificationBell ref={bellRef} open={notificationsOpen} onOpen={onOpenNotifications} />
      {session.user && <AccountsToggle avatar={session.user.avatar} />}
    </>
  );
}
