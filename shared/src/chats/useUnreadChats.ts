import { skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../cache/apiClientContext';
import { useCapabilities } from '../features/useCapabilities';
import { chatKeys, chatListQuery, chatUnreadTotals, type ChatUnreadScan } from '../queries/chats';
import { useSession } from '../session/session';

export interface UnreadChats {
  /** Unread messages over every chat (the nav badges). */
  messages: number;
  /** Chats with unread messages (the tab title). */
  chats: number;
}

const NONE: UnreadChats = { messages: 0, chats: 0 };

/**
 * Unread chat messages of the signed-in user, for the nav and drawer badges and the tab title. Reads
 * the chat list (the chat remote's list and its live sync write the same entry) and, when it has more
 * than one page, the unread scan of every chat (written by the chat remote's ChatSync) for those it has
 * not loaded; nothing is asked when the server has no chats or nobody is signed in.
 */
export function useUnreadChats(): UnreadChats {
  const client = useApiClient();
  const session = useSession();
  const capabilities = useCapabilities();
  const enabled = session.status === 'signed-in' && capabilities.chats;
  const userId = session.user?.id ?? null;
  const query = useInfiniteQuery({ ...chatListQuery(client, userId), enabled });
  const more = enabled && query.hasNextPage;
  // Read only: the chat remote's ChatSync fills it (its code stays out of the first load).
  const scan = useQuery<ChatUnreadScan>({
    queryKey: chatKeys.unreadScan(client.config.baseUrl, userId),
    queryFn: skipToken,
  });
  if (!enabled || !query.data) return NONE;
  return chatUnreadTotals(query.data, more ? scan.data : undefined);
}
