import type { WireChat, WireChatMessage } from '../api_types/chat';
import { emojifyHtml } from '../sanitize/emoji';
import { normalizeAttachment, type Attachment } from './attachment';
import { normalizeCard, type Card } from './card';
import { normalizeCustomEmoji, type CustomEmoji } from './emoji';
import { normalizeUser, type User } from './user';

export interface ChatMessage {
  id: string;
  chat_id: string;
  account_id: string;
  content: string;
  content_html: string;
  created_at: string;
  emojis: CustomEmoji[];
  attachment?: Attachment;
  card?: Card;
  idempotency_key?: string;
}

/** A Pleroma chat with one account. */
export interface Chat {
  id: string;
  account: User;
  unread: number;
  last_message?: ChatMessage;
  updated_at?: string;
}

export function normalizeChatMessage(wire: WireChatMessage): ChatMessage {
  const emojis = wire.emojis.map(normalizeCustomEmoji);
  const content = wire.content ?? '';
  return {
    id: wire.id,
    chat_id: wire.chat_id,
    account_id: wire.account_id,
    content,
    content_html: emojifyHtml(content, emojis),
    created_at: wire.created_at ?? '',
    emojis,
    ...(wire.attachment ? { attachment: normalizeAttachment(wire.attachment) } : {}),
    ...(wire.card ? { card: normalizeCard(wire.card) } : {}),
    ...(wire.idempotency_key ? { idempotency_key: wire.idempotency_key } : {}),
  };
}

export function normalizeChat(wire: WireChat): Chat {
  return {
    id: wire.id,
    account: normalizeUser(wire.account),
    unread: wire.unread ?? 0,
    ...(wire.last_message ? { last_message: normalizeChatMessage(wire.last_message) } : {}),
    updated_at: wire.updated_at,
  };
}
