import { ChatMessageSchema, ChatSchema } from '../api_types/chat';
import { normalizeChat, normalizeChatMessage, type Chat, type ChatMessage } from '../models/chat';
import { callOne, callPage, callVoid, seg } from './call';
import { ApiError } from './errors';
import type { ApiClientConfig, CallOptions } from './context';
import type { Page } from './paging';
import type { PageParams } from './params/paging';
import type { ChatMessagesParams, SendChatMessageParams } from './params/chats';

/**
 * Pleroma chats (capability `chats`). The spec does not show the chat paths;
 * these are Pleroma's documented ones.
 */
export function createChatsApi(config: ApiClientConfig) {
  const chat = (id: string) => `/api/v1/pleroma/chats/${seg(id)}`;
  return {
    /**
     * One page of chats, newest first: `/api/v2/pleroma/chats` (Pleroma ≥ 2.3, Link paging); a server
     * without it (404/405) gets v1's single unpaginated list, asked only for the first page.
     */
    list: async (params: PageParams = {}, options?: CallOptions): Promise<Page<Chat>> => {
      try {
        return await callPage(
          config,
          '/api/v2/pleroma/chats',
          ChatSchema,
          { query: { ...params }, ...options },
          normalizeChat,
        );
      } catch (error) {
        if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 405)) throw error;
        if (params.max_id) return { items: [] };
        const page = await callPage(config, '/api/v1/pleroma/chats', ChatSchema, options ?? {}, normalizeChat);
        return { items: page.items };
      }
    },
    get: (id: string, options?: CallOptions): Promise<Chat> =>
      callOne(config, chat(id), ChatSchema, options, normalizeChat),
    /** Open (or find) the chat with an account. */
    byAccount: (accountId: string, options?: CallOptions): Promise<Chat> =>
      callOne(
        config,
        `/api/v1/pleroma/chats/by-account-id/${seg(accountId)}`,
        ChatSchema,
        { method: 'POST', ...options },
        normalizeChat,
      ),
    messages: (id: string, params: ChatMessagesParams = {}, options?: CallOptions): Promise<Page<ChatMessage>> =>
      callPage(
        config,
        `${chat(id)}/messages`,
        ChatMessageSchema,
        { query: { ...params }, ...options },
        normalizeChatMessage,
      ),
    send: (id: string, params: SendChatMessageParams, options?: CallOptions): Promise<ChatMessage> =>
      callOne(
        config,
        `${chat(id)}/messages`,
        ChatMessageSchema,
        {
          method: 'POST',
          json: { content: params.content, media_id: params.media_id },
          idempotencyKey: params.idempotencyKey,
          ...options,
        },
        normalizeChatMessage,
      ),
    deleteMessage: (id: string, messageId: string, options?: CallOptions) =>
      callVoid(config, `${chat(id)}/messages/${seg(messageId)}`, { method: 'DELETE', ...options }),
    markRead: (id: string, lastReadId?: string, options?: CallOptions): Promise<Chat> =>
      callOne(
        config,
        `${chat(id)}/read`,
        ChatSchema,
        { method: 'POST', json: lastReadId ? { last_read_id: lastReadId } : {}, ...options },
        normalizeChat,
      ),
  };
}
export type ChatsApi = ReturnType<typeof createChatsApi>;
