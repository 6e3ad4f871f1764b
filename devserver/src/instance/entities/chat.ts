import type { ChatMessageRec, ChatRec } from '../store/types';
import { renderAccount } from './account';
import { renderAttachment } from './attachment';
import { iso, withOrigin, type RenderCtx } from './context';
import { renderEmojis } from './emoji';

/** How long a sent message carries its idempotency key. */
export const IDEMPOTENCY_ECHO_MS = 5 * 60_000;

export function chatKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export function renderChatMessage(ctx: RenderCtx, m: ChatMessageRec, viewerId: string | null): Record<string, unknown> {
  const store = ctx.store;
  const chat = [...store.s.chats.values()].find(
    (c) => c.ownerId === viewerId && chatKey(c.ownerId, c.recipientId) === m.chatKey,
  );
  const media = m.mediaId ? store.s.media.get(m.mediaId) : undefined;
  return {
    id: m.id,
    chat_id: chat?.id ?? null,
    account_id: m.accountId,
    content: withOrigin(ctx, m.content),
    created_at: iso(m.createdAt),
    emojis: renderEmojis(ctx, m.emojis),
    attachment: media ? renderAttachment(ctx, media) : null,
    card: null,
    unread: chat ? m.accountId !== viewerId && (chat.lastReadId === null || chat.lastReadId < m.id) : false,
    // Pleroma keeps the key a few minutes: the sender matches its optimistic message with it.
    idempotency_key:
      m.idempotencyKey && m.accountId === viewerId && store.now() - m.createdAt < IDEMPOTENCY_ECHO_MS
        ? m.idempotencyKey
        : null,
  };
}

export function renderChat(ctx: RenderCtx, c: ChatRec): Record<string, unknown> | null {
  const store = ctx.store;
  const other = store.user(c.recipientId);
  if (!other) return null;
  const ids = store.ix.chatMessages.get(chatKey(c.ownerId, c.recipientId)) ?? [];
  const lastId = ids[ids.length - 1];
  const last = lastId ? store.s.chatMessages.get(lastId) : undefined;
  const unread = ids.filter((id) => {
    const m = store.s.chatMessages.get(id);
    return m && m.accountId !== c.ownerId && (c.lastReadId === null || Number(id) > Number(c.lastReadId));
  }).length;
  return {
    id: c.id,
    account: renderAccount(ctx, other),
    unread,
    last_message: last ? renderChatMessage(ctx, last, c.ownerId) : null,
    updated_at: iso(c.updatedAt),
  };
}
