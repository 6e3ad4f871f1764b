import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { Page } from '../api/paging';
import type { Chat, ChatMessage } from '../models/chat';
import { compareIds } from '../utils/ids';

type Client = Pick<ApiClient, 'chats' | 'config'>;

/** Chats asked per page of the list. */
export const CHAT_LIST_PAGE_SIZE = 20;
/** Messages asked per page of a conversation (Pleroma's default). */
export const CHAT_MESSAGES_PAGE_SIZE = 20;
/** Pages of newer messages asked in one gap fill (after an outage, on a poll) before giving up. */
export const CHAT_GAP_FILL_MAX_PAGES = 10;

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

/** The chat with one account, opened (or created) with `by-account-id`. */
export const chatByAccountQuery = (client: Client, userId: string | null, accountId: string) =>
  queryOptions({
    queryKey: chatKeys.byAccount(client.config.baseUrl, userId, accountId),
    queryFn: ({ signal }) => client.chats.byAccount(accountId, { signal }),
    staleTime: Infinity,
    retry: false,
  });

/** The loaded part of a conversation: oldest first, and where the next older page starts (null: none). */
export interface ChatMessagesData {
  messages: ChatMessage[];
  older: string | null;
}

function olderCursor(page: Page<ChatMessage>): string | null {
  if (page.items.length < CHAT_MESSAGES_PAGE_SIZE) return null;
  return page.next ?? page.items.reduce((min, m) => (compareIds(m.id, min) < 0 ? m.id : min), page.items[0]!.id);
}

/**
 * The newest page of a conversation. Kept (no refetch on focus): newer messages come from the stream,
 * the poller or a gap fill (`fetchNewerChatMessages`), older ones from `loadOlderChatMessages`.
 */
export const chatMessagesQuery = (client: Client, userId: string | null, chatId: string) =>
  queryOptions({
    queryKey: chatKeys.messages(client.config.baseUrl, userId, chatId),
    queryFn: async ({ signal }): Promise<ChatMessagesData> => {
      const page = await client.chats.messages(chatId, { limit: CHAT_MESSAGES_PAGE_SIZE }, { signal });
      return { messages: mergeChatMessages([], page.items), older: olderCursor(page) };
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Messages by id, oldest first; a message seen twice keeps its latest copy. */
export function mergeChatMessages(existing: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return existing as ChatMessage[];
  const byId = new Map(existing.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => compareIds(a.id, b.id));
}

/** Add messages to a loaded conversation (a conversation not loaded yet is left alone). */
export function addChatMessages(
  queryClient: QueryClient,
  client: Client,
  userId: string | null,
  chatId: string,
  messages: readonly ChatMessage[],
): void {
  queryClient.setQueryData<ChatMessagesData>(chatKeys.messages(client.config.baseUrl, userId, chatId), (data) =>
    data ? { ...data, messages: mergeChatMessages(data.messages, messages) } : data,
  );
}

export function removeChatMessage(
  queryClient: QueryClient,
  client: Client,
  userId: string | null,
  chatId: string,
  messageId: string,
): void {
  queryClient.setQueryData<ChatMessagesData>(chatKeys.messages(client.config.baseUrl, userId, chatId), (data) =>
    data ? { ...data, messages: data.messages.filter((m) => m.id !== messageId) } : data,
  );
}

/** Load the next older page of a loaded conversation; false when there is none. */
export async function loadOlderChatMessages(
  queryClient: QueryClient,
  client: Client,
  userId: string | null,
  chatId: string,
): Promise<boolean> {
  const key = chatKeys.messages(client.config.baseUrl, userId, chatId);
  const before = queryClient.getQueryData<ChatMessagesData>(key);
  if (!before?.older) return false;
  const page = await client.chats.messages(chatId, { max_id: before.older, limit: CHAT_MESSAGES_PAGE_SIZE });
  queryClient.setQueryData<ChatMessagesData>(key, (data) =>
    data ? { messages: mergeChatMessages(data.messages, page.items), older: olderCursor(page) } : data,
  );
  return true;
}

/**
 * Fill the gap above the newest loaded message (after an outage, on each poll): `min_id` pages until a
 * short one, at most CHAT_GAP_FILL_MAX_PAGES; merged by id, so nothing is shown twice.
 */
export async function fetchNewerChatMessages(
  queryClient: QueryClient,
  client: Client,
  userId: string | null,
  chatId: string,
): Promise<ChatMessage[]> {
  const key = chatKeys.messages(client.config.baseUrl, userId, chatId);
  const data = queryClient.getQueryData<ChatMessagesData>(key);
  if (!data) return [];
  let newest = data.messages[data.messages.length - 1]?.id;
  const found: ChatMessage[] = [];
  for (let i = 0; i < CHAT_GAP_FILL_MAX_PAGES; i++) {
    const page = await client.chats.messages(chatId, {
      ...(newest ? { min_id: newest } : {}),
      limit: CHAT_MESSAGES_PAGE_SIZE,
    });
    found.push(...page.items);
    addChatMessages(queryClient, client, userId, chatId, page.items);
    if (page.items.length < CHAT_MESSAGES_PAGE_SIZE || !newest) break;
    newest = page.items.reduce((max, m) => (compareIds(m.id, max) > 0 ? m.id : max), newest);
  }
  return found;
}

function chatTime(chat: Chat): string {
  return chat.updated_at ?? chat.lastMessage?.created_at ?? '';
}

/**
 * A chat changed (stream, poll, a sent message, a read marker): put it in the loaded list, moved to
 * the top when it has news; its last message also joins the loaded conversation.
 */
export function upsertChat(queryClient: QueryClient, client: Client, userId: string | null, chat: Chat): void {
  const key = chatKeys.list(client.config.baseUrl, userId);
  queryClient.setQueryData<ChatListData>(key, (data) => {
    if (!data) return data;
    const old = data.pages.flatMap((p) => p.items).find((c) => c.id === chat.id);
    const moved = !old || chatTime(chat) > chatTime(old) || old.lastMessage?.id !== chat.lastMessage?.id;
    const pages = data.pages.map((page, index) => {
      const items = moved
        ? page.items.filter((c) => c.id !== chat.id)
        : page.items.map((c) => (c.id === chat.id ? chat : c));
      return { ...page, items: moved && index === 0 ? [chat, ...items] : items };
    });
    return { ...data, pages };
  });
  if (chat.lastMessage) addChatMessages(queryClient, client, userId, chat.id, [chat.lastMessage]);
}

/** Set a chat's unread count in the loaded list (0 once read). */
export function setChatUnread(
  queryClient: QueryClient,
  client: Client,
  userId: string | null,
  chatId: string,
  unread: number,
): void {
  queryClient.setQueryData<ChatListData>(chatKeys.list(client.config.baseUrl, userId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((c) => (c.id === chatId ? { ...c, unread } : c)),
          })),
        }
      : data,
  );
}

/** Unread messages over the loaded chats (each chat counted once). */
export function chatUnreadCount(data: ChatListData | undefined): number {
  if (!data) return 0;
  const seen = new Set<string>();
  let total = 0;
  for (const page of data.pages)
    for (const chat of page.items) {
      if (seen.has(chat.id)) continue;
      seen.add(chat.id);
      total += chat.unread;
    }
  return total;
}

/** Chats with unread messages (the tab title counts chats, not messages). */
export function unreadChatCount(data: ChatListData | undefined): number {
  if (!data) return 0;
  const ids = new Set<string>();
  for (const page of data.pages) for (const chat of page.items) if (chat.unread > 0) ids.add(chat.id);
  return ids.size;
}
