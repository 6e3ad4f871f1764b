import type { QueryClient } from '@tanstack/react-query';
import {
  chatKeys,
  compareIds,
  type ApiClient,
  type Chat,
  type ChatListData,
  type ChatMessage,
  type ChatUnreadScan,
} from '@fedi/shared';
import { CHAT_LIST_PAGE_SIZE, CHAT_MESSAGES_PAGE_SIZE, olderCursor } from '@fedi/shared/queries';
import type { ChatMessagesData } from '@fedi/shared/queries';

// The chat remote's writers of the chat cache entries (keys and loading in @fedi/shared's queries/chats.ts).
// They live here, not in @fedi/shared, so that no visitor downloads them.

type Client = Pick<ApiClient, 'chats' | 'config'>;

/** Pages of newer messages asked in one gap fill (after an outage, on a poll) before giving up. */
export const CHAT_GAP_FILL_MAX_PAGES = 10;

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
  return chat.updated_at ?? chat.last_message?.created_at ?? '';
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
    const moved = !old || chatTime(chat) > chatTime(old) || old.last_message?.id !== chat.last_message?.id;
    const pages = data.pages.map((page, index) => {
      const items = moved
        ? page.items.filter((c) => c.id !== chat.id)
        : page.items.map((c) => (c.id === chat.id ? chat : c));
      return { ...page, items: moved && index === 0 ? [chat, ...items] : items };
    });
    return { ...data, pages };
  });
  setScannedUnread(queryClient, client, userId, chat.id, chat.unread);
  if (chat.last_message) addChatMessages(queryClient, client, userId, chat.id, [chat.last_message]);
}

/** Pages read at most by the unread scan (2,000 chats). */
export const CHAT_UNREAD_SCAN_MAX_PAGES = 100;

/**
 * The unread count of every chat: every page of the list (newest first) until a short one. For the
 * nav's total when the list has more than one page (`useUnreadChats` reads the entry).
 */
export async function scanChatUnread(client: Client, signal?: AbortSignal): Promise<ChatUnreadScan> {
  const unread: ChatUnreadScan = {};
  let cursor: string | undefined;
  for (let i = 0; i < CHAT_UNREAD_SCAN_MAX_PAGES; i++) {
    const page = await client.chats.list(
      { limit: CHAT_LIST_PAGE_SIZE, ...(cursor ? { max_id: cursor } : {}) },
      { signal },
    );
    for (const chat of page.items) if (!(chat.id in unread)) unread[chat.id] = chat.unread;
    if (page.items.length < CHAT_LIST_PAGE_SIZE || !page.next || page.next === cursor) break;
    cursor = page.next;
  }
  return unread;
}

/** Set a chat's count in the unread scan (the nav total's chats beyond the loaded list), if it has it. */
function setScannedUnread(
  queryClient: QueryClient,
  client: Client,
  userId: string | null,
  chatId: string,
  unread: number,
) {
  queryClient.setQueryData<ChatUnreadScan>(chatKeys.unreadScan(client.config.baseUrl, userId), (scan) =>
    scan && chatId in scan && scan[chatId] !== unread ? { ...scan, [chatId]: unread } : scan,
  );
}

/** Set a chat's unread count in the loaded list and the unread scan (0 once read). */
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
  setScannedUnread(queryClient, client, userId, chatId, unread);
}
