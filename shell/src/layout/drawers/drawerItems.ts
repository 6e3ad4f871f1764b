import type { SessionUser } from '@fedi/shared';

export interface DrawerItem {
  key: string;
  /** i18n key of the label. */
  label: string;
  to?: string;
  /** External link opened in a new tab. */
  href?: string;
  action?: 'settings' | 'moderation' | 'logout';
  badge?: number;
  /** i18n key of the badge's label (default `nav.badge`, "{{count}} new"). */
  badgeLabel?: string;
}

interface DrawerContext {
  user: SessionUser | null;
  privateMode: boolean;
  timelinePath: string;
  followRequests: number;
  unreadAnnouncements: number;
  /** The server has Pleroma chats (nodeinfo feature `pleroma_chat_messages`). */
  chats?: boolean;
  unreadChats?: number;
  /** Staff: open reports (0 for others). */
  openReports?: number;
}

/** Spec §2 side drawer: which entries, in which order, for whom. */
export function drawerItems({
  user,
  privateMode,
  timelinePath,
  followRequests,
  unreadAnnouncements,
  chats = false,
  unreadChats = 0,
  openReports = 0,
}: DrawerContext): DrawerItem[] {
  const signedIn = user !== null;
  const staff = user?.role === 'admin' || user?.role === 'moderator';
  const items: Array<DrawerItem | false> = [
    !signedIn && { key: 'login', label: 'nav.login', to: '/login' },
    (signedIn || !privateMode) && { key: 'timelines', label: 'nav.timelines', to: timelinePath },
    signedIn && { key: 'lists', label: 'nav.lists', to: '/lists' },
    signedIn && chats && { key: 'chats', label: 'nav.chats', to: `/users/${user.acct}/chats`, badge: unreadChats },
    signedIn && { key: 'interactions', label: 'nav.interactions', to: `/users/${user.acct}/interactions` },
    signedIn &&
      user.locked && {
        key: 'friend-requests',
        label: 'nav.friend_requests',
        to: '/friend-requests',
        badge: followRequests,
      },
    (signedIn || !privateMode) && { key: 'search', label: 'nav.search', to: '/search' },
    signedIn && { key: 'who-to-follow', label: 'nav.who_to_follow', to: '/who-to-follow' },
    { key: 'settings', label: 'nav.settings', action: 'settings' },
    { key: 'about', label: 'nav.about', to: '/about' },
    staff && {
      key: 'moderation',
      label: 'nav.moderation',
      action: 'moderation',
      badge: openReports,
      badgeLabel: 'nav.open_reports',
    },
    user?.role === 'admin' && { key: 'administration', label: 'nav.administration', href: '/pleroma/admin/' },
    { key: 'announcements', label: 'nav.announcements', to: '/announcements', badge: unreadAnnouncements },
    signedIn && { key: 'logout', label: 'nav.logout', action: 'logout' },
  ];
  return items.filter((item): item is DrawerItem => Boolean(item));
}
