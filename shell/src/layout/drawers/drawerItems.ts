import { Bell, Bookmark, Info, List, Mail, Megaphone, MessageCircle, Newspaper, UserPlus } from 'lucide';
import type { IconNode, SessionUser } from '@fedi/shared';

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
  /** The entry's icon (the desktop nav panel shows it). */
  icon?: IconNode;
}

/** Where the entries are shown: the phone's side drawer, or the desktop sidebar's nav panel. */
export type NavPlace = 'drawer' | 'panel';

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
  /** Default: the side drawer. */
  place?: NavPlace;
}

/** Which entries each place shows, in its order (spec §2 side drawer; the sidebar's navigation panel). */
const ORDER: Record<NavPlace, string[]> = {
  drawer: [
    'login',
    'timelines',
    'lists',
    'chats',
    'interactions',
    'friend-requests',
    'search',
    'who-to-follow',
    'settings',
    'about',
    'moderation',
    'administration',
    'announcements',
    'logout',
  ],
  // As akkoma-fe's nav panel: the places a signed-in user goes to; search, settings and the session are in the nav bar.
  panel: [
    'timelines',
    'interactions',
    'chats',
    'lists',
    'announcements',
    'friend-requests',
    'bookmarks',
    'dms',
    'about',
  ],
};

/** The navigation entries (one list for the side drawer and the nav panel): which, in which order, for whom. */
export function drawerItems({
  user,
  privateMode,
  timelinePath,
  followRequests,
  unreadAnnouncements,
  chats = false,
  unreadChats = 0,
  openReports = 0,
  place = 'drawer',
}: DrawerContext): DrawerItem[] {
  const signedIn = user !== null;
  const staff = user?.role === 'admin' || user?.role === 'moderator';
  const all: Array<DrawerItem | false> = [
    !signedIn && { key: 'login', label: 'nav.login', to: '/login' },
    (signedIn || !privateMode) && { key: 'timelines', label: 'nav.timelines', to: timelinePath, icon: Newspaper },
    signedIn && { key: 'lists', label: 'nav.lists', to: '/lists', icon: List },
    signedIn &&
      chats && {
        key: 'chats',
        label: 'nav.chats',
        to: `/users/${user.acct}/chats`,
        badge: unreadChats,
        icon: MessageCircle,
      },
    signedIn && { key: 'interactions', label: 'nav.interactions', to: `/users/${user.acct}/interactions`, icon: Bell },
    // Locked accounts, or any account with requests waiting.
    signedIn &&
      (user.locked || followRequests > 0) && {
        key: 'friend-requests',
        label: 'nav.friend_requests',
        to: '/friend-requests',
        badge: followRequests,
        icon: UserPlus,
      },
    (signedIn || !privateMode) && { key: 'search', label: 'nav.search', to: '/search' },
    signedIn && { key: 'who-to-follow', label: 'nav.who_to_follow', to: '/who-to-follow' },
    signedIn && { key: 'bookmarks', label: 'nav.bookmarks', to: '/bookmarks', icon: Bookmark },
    signedIn && { key: 'dms', label: 'nav.dms', to: `/users/${user.acct}/dms`, icon: Mail },
    { key: 'settings', label: 'nav.settings', action: 'settings' },
    { key: 'about', label: 'nav.about', to: '/about', icon: Info },
    staff && {
      key: 'moderation',
      label: 'nav.moderation',
      action: 'moderation',
      badge: openReports,
      badgeLabel: 'nav.open_reports',
    },
    user?.role === 'admin' && { key: 'administration', label: 'nav.administration', href: '/pleroma/admin/' },
    {
      key: 'announcements',
      label: 'nav.announcements',
      to: '/announcements',
      badge: unreadAnnouncements,
      icon: Megaphone,
    },
    signedIn && { key: 'logout', label: 'nav.logout', action: 'logout' },
  ];
  const byKey = new Map(
    all.filter((item): item is DrawerItem => Boolean(item)).map((item) => [item.key, item] as const),
  );
  return ORDER[place].flatMap((key) => byKey.get(key) ?? []);
}

/** Whether an entry is the page shown (`aria-current="page"`): the timelines entry for any timeline. */
export function isCurrentItem(item: DrawerItem, pathname: string): boolean {
  if (item.key === 'timelines') return /^\/(main\/|tag\/)/.test(pathname);
  if (!item.to) return false;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
