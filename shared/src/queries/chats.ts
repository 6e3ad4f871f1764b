import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { Page } from '../api/paging';
import type { Chat } from '../models/chat';

type Client = Pick<ApiClient, 'chats' | 'config'>;

/** Chats asked per page of the list. */
export const CHAT_LIST_PAGE_SIZE = 20;

/**
 * Query keys of Pleroma chats, per server and signed-in user: the list (the shell's unread badge and
 * the chat remote read the same entry), one chat found by its account, and the loaded messages of a chat.
 */
export const chatKeys = {
  all: ['chats'] as const,
  session: (baseUrl: string, userId: string | null) => ['chats', baseUrl, userId] as const,
  list: (baseUrl: string, userId: string | null) => ['chats', baseUrl, userId, 'list'] as const,
  byAccount: (baseUrl: string, userId: string | null, accountId: string) =>
    ['chats', baseUrl, userId, 'by-account', accountId] as const,
  allMessages: (baseUrl: string, userId: string | null) => ['chats', baseUrl, userId, 'messages'] as const,
  messages: (baseUrl: string, userId: string | null, chatId: string) =>
    ['chats', baseUrl, userId, 'messages', chatId] as const,
  /** Unread counts of every chat (id → unread), read through all pages when the list has more than one. */
  unreadScan: (baseUrl: string, userId: string | null) => ['chats', baseUrl, userId, 'unread-scan'] as const,
};

export type ChatListData = InfiniteData<Page<Chat>, unknown>;

/** The chats, newest first, a page at a time (v2; v1's one list on older servers). */
export const chatListQuery = (client: Client, userId: string | null) =>
  infiniteQueryOptions({
    queryKey: chatKeys.list(client.config.baseUrl, userId),
    queryFn: ({ pageParam, signal }) =>
      client.chats.list({ limit: CHAT_LIST_PAGE_SIZE, ...(pageParam ? { max_id: pageParam } : {}) }, { signal }),
    initialPageParam: undefined as string | undefined,
    // A short page is the last one (the Link header still names a next page).
    getNextPageParam: (last: Page<Chat>) => (last.items.length >= CHAT_LIST_PAGE_SIZE ? last.next : undefined),
    staleTime: 30_000,
  });

/**
 * Unread messages per chat id over every chat (the unread scan), for the nav's total when the list has
 * more than one page (no total is served where it can be relied on: the dev instance's account has none,
 * and `unread_conversation_count` counts direct conversations). The chat remote's ChatSync fills it;
 * the shell only reads it.
 */
export type ChatUnreadScan = Record<string, number>;

/**
 * Unread messages and chats with unread messages over every chat: the loaded list's counts (live),
 * then the scan's for the chats the list has not loaded.
 */
export function chatUnreadTotals(
  data: ChatListData | undefined,
  scan?: ChatUnreadScan,
): { messages: number; chats: number } {
  const unread: ChatUnreadScan = { ...scan };
  const listed = new Set<string>();
  for (const page of data?.pages ?? [])
    for (const chat of page.items)
      if (!listed.has(chat.id)) {
        listed.add(chat.id);
        unread[chat.id] = chat.unread;
      }
  const counts = Object.values(unread);
  return { messages: counts.reduce((sum, count) => sum + count, 0), chats: counts.filter(Boolean).length };
}
