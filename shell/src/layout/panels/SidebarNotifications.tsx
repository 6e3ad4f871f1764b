import { useLocation } from 'react-router';
import { usePreferences, useSession } from '@fedi/shared';
import { NotificationsPanelRegion } from './NotificationsPanelRegion';
import { showSidebarNotifications } from './sidebarNotificationsRule';
import { useViewport } from '../frame/useViewport';
import './sidebarNotifications.css';

/** The people remote's notification list as the sidebar's last panel (see showSidebarNotifications). */
export function SidebarNotifications() {
  const { mobile, wide } = useViewport();
  const session = useSession();
  const [preferences] = usePreferences();
  const { pathname } = useLocation();
  if (
    !showSidebarNotifications({
      wide,
      mobile,
      signedIn: session.status === 'signed-in',
      mode: preferences.thirdColumnMode,
      pathname,
    })
  )
    return null;
  return (
    <div className="panel sidebar-notifications" data-testid="sidebar-notifications">
      <NotificationsPanelRegion placement="column" />
    </div>
  );
}
