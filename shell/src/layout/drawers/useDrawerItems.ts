import { useCapabilities, useFollowRequestCount, useInstanceConfig, useSession, useUnreadChats } from '@fedi/shared';
import { drawerItems, type DrawerItem, type NavPlace } from './drawerItems';
import { lastTimeline } from '../nav/lastTimeline';
import { useUnreadAnnouncements } from '../notifications/useUnreadAnnouncements';
import { useOpenReportCount } from '../nav/useOpenReportCount';

/** The navigation entries of a place with their counts (the side drawer's, or the desktop nav panel's). */
export function useDrawerItems(place: NavPlace): DrawerItem[] {
  const session = useSession();
  const { config } = useInstanceConfig();
  const unreadAnnouncements = useUnreadAnnouncements();
  const followRequests = useFollowRequestCount();
  const capabilities = useCapabilities();
  const unreadChats = useUnreadChats().messages;
  const openReports = useOpenReportCount();
  const signedIn = session.status === 'signed-in';
  const last = lastTimeline(signedIn);
  // The panel has its own bookmarks and DMs entries: after those, its timelines entry goes home instead.
  const ownEntry = signedIn && place === 'panel' && /^\/(bookmarks|users\/[^/]+\/dms)$/.test(last);
  return drawerItems({
    user: session.user,
    privateMode: config.private,
    timelinePath: ownEntry ? '/main/friends' : last,
    followRequests,
    unreadAnnouncements,
    chats: capabilities.chats,
    unreadChats,
    openReports,
    place,
  });
}
