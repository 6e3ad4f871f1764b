import { useInfiniteQuery } from '@tanstack/react-query';
import { useApiClient } from '../cache/apiClientContext';
import { useCapabilities } from '../features/useCapabilities';
import { chatListQuery, chatUnreadCount, unreadChatCount } from '../queries/chats';
import { useSession } from '../session/session';

export interface UnreadChats {
  /** Unread messages over the loaded chats (the nav badges). */
  messages: number;
  /** Chats with unread messages (the tab title). */
  chats: number;
}

const NONE: UnreadChats = { messages: 0, chats: 0 };

/**
 * Unread chat messages of the signed-in user, for the nav and drawer badges and the tab title. Reads
 * the chat list's first page (the chat remote's list and its live sync write the same entry); nothing
 * is asked when the server has no chats or nobody is signed in.
 */
export function useUnreadChats(): UnreadChats {
  const client = useApiClient();
  const session = useSession();
  const capabilities = useCapabilities();
  const enabled = session.status === 'signed-in' && capabilities.chats;
  const query = useInfiniteQuery({ ...chatListQuery(client, session.user?.id ?? null), enabled });
  if (!enabled || !query.data) return NONE;
  return { messages: chatUnreadCount(query.data), chats: unreadChatCount(query.data) };
}
