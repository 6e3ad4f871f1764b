import { matchPath } from 'react-router';
import { showNotificationsColumn, type ThirdColumnContext } from './thirdColumn';

/**
 * Spec §2: signed-in users see their notifications on every desktop layout. The sidebar shows the
 * panel whenever the wide layout's third column does not (801–1279 px, or ≥ 1280 px with another
 * thirdColumnMode); never on mobile (the bell opens the drawer there) and never on the notifications
 * page itself, which shows the same list.
 */
export function showSidebarNotifications(context: ThirdColumnContext): boolean {
  const { mobile, signedIn, pathname } = context;
  if (mobile || !signedIn || matchPath('/:username/notifications', pathname) !== null) return false;
  return !showNotificationsColumn(context);
}
