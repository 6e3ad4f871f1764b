import type { FastifyInstance } from 'fastify';
import { chatKey, renderChat, renderChatMessage } from '../entities/chat';
import { ctx, pageParams, requireUser, setLink, type Core, type Ctx } from '../http/context';
import { notFound, unprocessable } from '../http/errors';
import { str } from '../http/params';
import { pageIds } from '../store/paging';
import { getOrInit, insertSorted, removeSorted } from '../store/sorted';
import type { ChatRec } from '../store/types';
import { emojisIn } from '../content/format';
import { escapeHtml } from '../content/html';
import { findAccount, pathId } from './helpers';

function ensureChat(c: Ctx, ownerId: string, recipientId: string): ChatRec {
  for (const ch of c.store.s.chats.values()) if (ch.ownerId === ownerId && ch.recipientId === recipientId) return ch;
  const ch: ChatRec = { id: c.store.seq('chat'), ownerId, recipientId, updatedAt: c.store.now(), lastReadId: null };
  c.store.s.chats.set(ch.id, ch);
  return ch;
}

function ownChat(c: Ctx): ChatRec {
  const me = requireUser(c);
  const ch = c.store.s.chats.get(pathId(c));
  if (!ch || ch.ownerId !== me.id) throw notFound('Chat not found');
  return ch;
}

export function registerChats(app: FastifyInstance, core: Core): void {
  const sorted = (c: Ctx) => {
    const me = requireUser(c);
    return [...c.store.s.chats.values()]
      .filter((ch) => ch.ownerId === me.id)
      .sort((a, b) => b.updatedAt - a.updatedAt || Number(b.id) - Number(a.id));
  };
  // v1: one unpaginated list.
  app.get('/api/v1/pleroma/chats', async (req) => {
    const c = ctx(core, req);
    return sorted(c)
      .map((ch) => renderChat(c.rc, ch))
      .filter(Boolean);
  });
  // v2 (Pleroma ≥ 2.3): newest first, paged with max_id (the last chat of the page) and a Link header.
  app.get('/api/v2/pleroma/chats', async (req, reply) => {
    const c = ctx(core, req);
    const all = sorted(c);
    const { limit, maxId } = pageParams(c.p, 20, 80);
    const from = maxId ? all.findIndex((ch) => ch.id === maxId) + 1 : 0;
    const page = from < 0 ? [] : all.slice(from, from + limit);
    setLink(
      req,
      reply,
      c.origin,
      page.map((ch) => ch.id),
    );
    return page.map((ch) => renderChat(c.rc, ch)).filter(Boolean);
  });
  app.post('/api/v1/pleroma/chats/by-account-id/:id', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const other = findAccount(c, pathId(c));
    if (!other.acceptsChatMessages) throw unprocessable('This user does not accept chat messages');
    return renderChat(c.rc, ensureChat(c, me.id, other.id));
  });
  app.get('/api/v1/pleroma/chats/:id', async (req) => {
    const c = ctx(core, req);
    return renderChat(c.rc, ownChat(c));
  });
  app.get('/api/v1/pleroma/chats/:id/messages', async (req, reply) => {
    const c = ctx(core, req);
    const ch = ownChat(c);
    const ids = pageIds(
      [c.store.ix.chatMessages.get(chatKey(ch.ownerId, ch.recipientId)) ?? []],
      pageParams(c.p, 20, 80),
      () => true,
    );
    setLink(req, reply, c.origin, ids);
    return ids
      .map((id) => c.store.s.chatMessages.get(id))
      .filter((m) => m !== undefined)
      .map((m) => renderChatMessage(c.rc, m, ch.ownerId));
  });
  app.post('/api/v1/pleroma/chats/:id/messages', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const ch = ownChat(c);
    const content = (str(c.p, 'content') ?? '').trim();
    const idemHeader = req.headers['idempotency-key'];
    const idempotencyKey = typeof idemHeader === 'string' && idemHeader ? idemHeader : null;
    const mediaId = str(c.p, 'media_id') ?? null;
    if (!content && !mediaId) throw unprocessable('Cannot post empty message');
    if (mediaId && c.store.s.media.get(mediaId)?.ownerId !== me.id) throw unprocessable('Media not found');
    const key = chatKey(ch.ownerId, ch.recipientId);
    const id = c.store.seq('chat_message');
    c.store.s.chatMessages.set(id, {
      id,
      chatKey: key,
      accountId: me.id,
      content: escapeHtml(content).replace(/\n/g, '<br/>'),
      mediaId,
      createdAt: c.store.now(),
      emojis: emojisIn(c.store, content),
      idempotencyKey,
    });
    insertSorted(
      getOrInit(c.store.ix.chatMessages, key, () => []),
      id,
    );
    ch.updatedAt = c.store.now();
    ch.lastReadId = id;
    const theirs = ensureChat(c, ch.recipientId, me.id);
    theirs.updatedAt = c.store.now();
    c.store.addNotification(ch.recipientId, 'pleroma:chat_mention', me.id, { chatMessageId: id });
    c.store.emit({ type: 'chat', chatId: ch.id });
    c.store.emit({ type: 'chat', chatId: theirs.id });
    const msg = c.store.s.chatMessages.get(id);
    return msg ? renderChatMessage(c.rc, msg, me.id) : {};
  });
  app.delete('/api/v1/pleroma/chats/:id/messages/:messageId', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const ch = ownChat(c);
    const m = c.store.s.chatMessages.get(pathId(c, 'messageId'));
    if (!m || m.accountId !== me.id || m.chatKey !== chatKey(ch.ownerId, ch.recipientId)) throw notFound();
    const out = renderChatMessage(c.rc, m, me.id);
    c.store.s.chatMessages.delete(m.id);
    removeSorted(c.store.ix.chatMessages.get(m.chatKey) ?? [], m.id);
    for (const other of c.store.s.chats.values())
      if (chatKey(other.ownerId, other.recipientId) === m.chatKey) c.store.emit({ type: 'chat', chatId: other.id });
    return out;
  });
  app.post('/api/v1/pleroma/chats/:id/read', async (req) => {
    const c = ctx(core, req);
    const ch = ownChat(c);
    const ids = c.store.ix.chatMessages.get(chatKey(ch.ownerId, ch.recipientId)) ?? [];
    ch.lastReadId = str(c.p, 'last_read_id') ?? ids[ids.length - 1] ?? null;
    c.store.emit({ type: 'chat', chatId: ch.id });
    return renderChat(c.rc, ch);
  });
  app.post('/api/v1/pleroma/chats/:id/messages/:messageId/read', async (req) => {
    const c = ctx(core, req);
    const ch = ownChat(c);
    const m = c.store.s.chatMessages.get(pathId(c, 'messageId'));
    if (!m) throw notFound();
    ch.lastReadId = m.id;
    return renderChatMessage(c.rc, m, ch.ownerId);
  });
}
