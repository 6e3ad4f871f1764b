import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { chatKeys, chatListQuery } from '@fedi/shared';
import { scanChatUnread } from './chatCache';
import type { ChatSession } from './chatSession';

/** How often the unread scan is read again (chats beyond the first page change rarely; the stream moves a busy one up). */
export const CHAT_UNREAD_SCAN_INTERVAL_MS = 60_000;

/**
 * Keeps the unread scan (every chat's unread count) while the chat list has more than one page, so the
 * nav's total (`useUnreadChats`) counts the chats the list has not loaded. Mounted by ChatSync.
 */
export function useChatUnreadScan(s: ChatSession, enabled: boolean): void {
  const list = useInfiniteQuery({ ...chatListQuery(s.client, s.userId), enabled });
  useQuery({
    queryKey: chatKeys.unreadScan(s.baseUrl, s.userId),
    queryFn: ({ signal }) => scanChatUnread(s.client, signal),
    enabled: enabled && list.hasNextPage,
    staleTime: CHAT_UNREAD_SCAN_INTERVAL_MS,
    refetchInterval: CHAT_UNREAD_SCAN_INTERVAL_MS,
  });
}
