import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import {
  ApiError,
  chatKeys,
  useApiClient,
  useSession,
  type ApiClient,
  type ChatListData,
  type ChatMessage,
} from '@fedi/shared';
import { addChatMessages, upsertChat } from './chatCache';
import { readDraft, writeDraft } from './drafts';
import { Outbox, type OutgoingMessage } from './outbox';

export interface ChatSession {
  client: ApiClient;
  queryClient: QueryClient;
  userId: string | null;
  baseUrl: string;
}

/** The API client, cache and user every chat part works with. */
export function useChatSession(): ChatSession {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const session = useSession();
  return { client, queryClient, userId: session.user?.id ?? null, baseUrl: client.config.baseUrl };
}

/** A sent message also becomes the chat's last message in the list. */
export function noteSentMessage(s: ChatSession, message: ChatMessage): void {
  addChatMessages(s.queryClient, s.client, s.userId, message.chat_id, [message]);
  const list = s.queryClient.getQueryData<ChatListData>(chatKeys.list(s.baseUrl, s.userId));
  const chat = list?.pages.flatMap((page) => page.items).find((c) => c.id === message.chat_id);
  if (chat)
    upsertChat(s.queryClient, s.client, s.userId, { ...chat, last_message: message, updated_at: message.created_at });
}

const outboxes = new WeakMap<ApiClient, Outbox>();

/**
 * A message the server refused with a 401 (the session ended): its text goes back into the chat's draft,
 * before what is typed there now, so it is in the field when the person signs in again (the outbox is
 * the ended session's and goes with it).
 */
export function keepUnsentText(baseUrl: string, message: OutgoingMessage): void {
  if (!message.content) return;
  const typed = readDraft(baseUrl, message.accountId, message.chatId);
  writeDraft(baseUrl, message.accountId, message.chatId, typed ? `${message.content}\n${typed}` : message.content);
}

/**
 * The session's one outbox (one API client per session): pending and failed messages stay while the
 * reader moves between chats.
 */
export function outboxFor(s: ChatSession): Outbox {
  const key = s.client;
  let outbox = outboxes.get(key);
  if (!outbox) {
    outbox = new Outbox(
      (m: OutgoingMessage) =>
        s.client.chats
          .send(m.chatId, {
            ...(m.content ? { content: m.content } : {}),
            ...(m.attachment ? { media_id: m.attachment.id } : {}),
            idempotencyKey: m.idempotencyKey,
          })
          .catch((error: unknown) => {
            if (error instanceof ApiError && error.status === 401) keepUnsentText(s.baseUrl, m);
            throw error;
          }),
      (sent) => noteSentMessage(s, sent),
    );
    outboxes.set(key, outbox);
  }
  return outbox;
}

export function useOutbox(s: ChatSession): Outbox {
  return outboxFor(s);
}

/** The pending and failed messages of one chat. */
export function useOutgoing(outbox: Outbox, chatId: string): OutgoingMessage[] {
  return useSyncExternalStore(
    outbox.subscribe,
    () => outbox.messages(chatId),
    () => outbox.messages(chatId),
  );
}
