import { ChevronLeft } from 'lucide';
import { displayAcct, displayNameHtml, Icon } from '@fedi/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  chatListQuery,
  ConfirmDialog,
  QueryState,
  useBus,
  useErrorText,
  useSession,
  type Chat,
  type ChatMessage,
} from '@fedi/shared';
import { chatMessagesQuery } from '@fedi/shared/queries';
import { NS } from '../i18n';
import { loadOlderChatMessages, removeChatMessage, setChatUnread } from '../logic/chatCache';
import { useChatSession, useOutbox, useOutgoing } from '../logic/chatSession';
import { conversationRows } from '../logic/grouping';
import { readMarkerToSend } from '../logic/readMarker';
import type { OutgoingMessage } from '../logic/outbox';
import { Avatar, Html } from './common';
import { ChatComposer } from './ChatComposer';
import { MessageList, type ConversationMessage } from './MessageList';

function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/** One chat: header, the messages (virtualized, older pages on scroll-up), the composer; read markers. */
export function Conversation({ chat }: { chat: Chat }) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const s = useChatSession();
  const bus = useBus();
  const errorText = useErrorText();
  const outbox = useOutbox(s);
  const outgoing = useOutgoing(outbox, chat.id);
  const messagesQuery = useQuery(chatMessagesQuery(s.client, s.userId, chat.id));
  const list = useInfiniteQuery(chatListQuery(s.client, s.userId));
  const listed = list.data?.pages.flatMap((page) => page.items).find((c) => c.id === chat.id);
  const unread = listed?.unread ?? chat.unread;
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [toDelete, setToDelete] = useState<string | null>(null);
  const acct = session.user?.acct ?? '';

  const sent = useMemo(() => messagesQuery.data?.messages ?? [], [messagesQuery.data]);
  const shown = useMemo<ConversationMessage[]>(() => {
    const confirmed = new Set(sent.map((m) => m.idempotency_key).filter(Boolean));
    const fromServer = sent.map((m): ConversationMessage => ({
      key: m.id,
      accountId: m.account_id,
      createdAt: m.created_at,
      state: 'sent',
      message: m,
    }));
    const local = outgoing
      .filter((o) => !confirmed.has(o.idempotencyKey))
      .map((o): ConversationMessage => ({
        key: o.idempotencyKey,
        accountId: o.accountId,
        createdAt: o.createdAt,
        state: o.state,
        outgoing: o,
      }));
    return [...fromServer, ...local];
  }, [sent, outgoing]);
  const rows = useMemo(() => conversationRows(shown, s.userId ?? ''), [shown, s.userId]);

  const loadOlder = useCallback(async () => {
    if (loadingOlder) return;
    setLoadingOlder(true);
    try {
      await loadOlderChatMessages(s.queryClient, s.client, s.userId, chat.id);
    } catch (error) {
      console.warn('Could not load older chat messages', error);
    } finally {
      setLoadingOlder(false);
    }
  }, [loadingOlder, s.queryClient, s.client, s.userId, chat.id]);

  // Read marker: sent when the reader sees the last message (page visible, scrolled to the end).
  const [atBottom, setAtBottom] = useState(true);
  const [visible, setVisible] = useState(pageVisible);
  useEffect(() => {
    const update = () => setVisible(pageVisible());
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  const lastSent = useRef<string | undefined>(undefined);
  const newestId = sent[sent.length - 1]?.id;
  useEffect(() => {
    const id = readMarkerToSend({ pageVisible: visible, atBottom, newestId, unread, lastSentId: lastSent.current });
    if (!id) return;
    lastSent.current = id;
    setChatUnread(s.queryClient, s.client, s.userId, chat.id, 0);
    s.client.chats.markRead(chat.id, id).catch((error: unknown) => {
      lastSent.current = undefined;
      console.warn('Could not send the chat read marker', error);
    });
  }, [visible, atBottom, newestId, unread, s.queryClient, s.client, s.userId, chat.id]);

  const deleteMessage = async (id: string) => {
    setToDelete(null);
    try {
      await s.client.chats.deleteMessage(chat.id, id);
      removeChatMessage(s.queryClient, s.client, s.userId, chat.id, id);
    } catch (error) {
      bus.emit('notice:show', {
        level: 'error',
        messageKey: `${NS}:chat.delete_failed`,
        messageArgs: { error: errorText(error) },
        timeout: 5000,
      });
    }
  };

  const name = chat.account.display_name;
  return (
    <div className="chat-conversation">
      <header className="chat-conversation-header">
        <Link to={`/users/${acct}/chats`} className="chat-back" aria-label={t('chat.back')}>
          <Icon node={ChevronLeft} size={16} />
        </Link>
        <Avatar src={chat.account.avatar} size={36} />
        <h1 className="chat-conversation-title" aria-label={t('chat.with', { name })}>
          <Html html={displayNameHtml(chat.account)} profile="bio" />
        </h1>
        <Link
          className="chat-faint chat-conversation-acct"
          to={`/users/${chat.account.id}`}
          aria-label={t('chat.profile', { name })}
        >
          @{displayAcct(chat.account.acct)}
        </Link>
      </header>
      <QueryState
        query={messagesQuery}
        loadingLabel={t('chat.loading_messages')}
        errorMessage={t('chat.error')}
        retryLabel={t('chat.retry')}
      >
        <MessageList
          rows={rows}
          chat={chat}
          hasOlder={Boolean(messagesQuery.data?.older)}
          loadingOlder={loadingOlder}
          onLoadOlder={loadOlder}
          onAtBottom={setAtBottom}
          onRetry={(o: OutgoingMessage) => void outbox.retry(chat.id, o.idempotencyKey)}
          onDiscard={(o: OutgoingMessage) => outbox.discard(chat.id, o.idempotencyKey)}
          onDelete={(m: ChatMessage) => setToDelete(m.id)}
        />
      </QueryState>
      <ChatComposer chat={chat} outbox={outbox} />
      {toDelete && (
        <ConfirmDialog
          title={t('chat.delete_confirm_title')}
          confirmLabel={t('chat.delete_confirm')}
          cancelLabel={t('chat.cancel')}
          onConfirm={() => void deleteMessage(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </div>
  );
}
