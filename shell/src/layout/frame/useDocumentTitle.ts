import { useEffect } from 'react';
import { useInstanceConfig, useUnreadChats, useUnseenNotificationCount } from '@fedi/shared';
import { useUnreadAnnouncements } from '../notifications/useUnreadAnnouncements';

/** The tab title: the instance name, prefixed by a count in parentheses when there is one (spec §4). */
export function useDocumentTitle(count = 0): void {
  const { config } = useInstanceConfig();
  useEffect(() => {
    document.title = count > 0 ? `(${count}) ${config.name}` : config.name;
  }, [config.name, count]);
}

/**
 * Keeps the tab title (spec §4): unseen notifications (by the user's filter) plus unread
 * announcements plus chats with unread messages. Rendered inside the notifications source.
 */
export function DocumentTitle(): null {
  const unseen = useUnseenNotificationCount();
  const announcements = useUnreadAnnouncements();
  const chats = useUnreadChats().chats;
  useDocumentTitle(unseen + announcements + chats);
  return null;
}
