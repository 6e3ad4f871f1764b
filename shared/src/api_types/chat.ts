import * as v from 'valibot';
import { AccountSchema } from './account';
import { AttachmentSchema } from './attachment';
import { CardSchema } from './card';
import { idSchema, list, num, opt, str, bool } from './common';
import { CustomEmojiSchema } from './emoji';

/** Pleroma ChatMessage. */
export const ChatMessageSchema = v.looseObject({
  id: idSchema,
  chat_id: idSchema,
  account_id: idSchema,
  content: str,
  created_at: str,
  emojis: list(CustomEmojiSchema),
  attachment: opt(AttachmentSchema),
  card: opt(CardSchema),
  unread: bool,
  idempotency_key: str,
});
export type WireChatMessage = v.InferOutput<typeof ChatMessageSchema>;

/** Pleroma Chat. */
export const ChatSchema = v.looseObject({
  id: idSchema,
  account: AccountSchema,
  unread: num,
  last_message: opt(ChatMessageSchema),
  updated_at: str,
});
export type WireChat = v.InferOutput<typeof ChatSchema>;
