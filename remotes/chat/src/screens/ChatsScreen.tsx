import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatListQuery, QueryState, useSession, type Chat } from '@fedi/shared';
import { NS } from '../i18n';
import { useChatSession } from '../logic/chatSession';
import { ChatListItem } from '../components/ChatListItem';
import { NewChat } from '../components/NewChat';
import '../chat.css';

/** `/users/{username}/chats`: the chats, newest first, paged, with "New chat". */
export function ChatsScreen() {
  const { t } = useTranslation(NS);
  const session = useSession();
  const s = useChatSession();
  const chats = useInfiniteQuery(chatListQuery(s.client, s.userId));
  const [searching, setSearching] = useState(false);
  const seen = new Set<string>();
  const items: Chat[] = [];
  for (const page of chats.data?.pages ?? [])
    for (const chat of page.items)
      if (!seen.has(chat.id)) {
        seen.add(chat.id);
        items.push(chat);
      }
  const acct = session.user?.acct ?? '';
  return (
    <section className="panel chat-page" aria-labelledby="chats-title">
      <header className="chat-page-header">
        <h1 id="chats-title">{t('chat.title')}</h1>
        <button
          type="button"
          className="chat-new-button"
          aria-expanded={searching}
          onClick={() => setSearching((v) => !v)}
        >
          {searching ? t('chat.new_chat_close') : t('chat.new_chat')}
        </button>
      </header>
      {searching && <NewChat acct={acct} />}
      <QueryState
        query={chats}
        loadingLabel={t('chat.loading')}
        errorMessage={t('chat.error')}
        retryLabel={t('chat.retry')}
        skeleton="row"
        empty={items.length === 0 && t('chat.empty')}
        emptyHint={t('chat.empty_hint', { button: t('chat.new_chat') })}
      >
        <ul className="chat-list" aria-label={t('chat.list_label')}>
          {items.map((chat) => (
            <ChatListItem key={chat.id} chat={chat} acct={acct} ownId={s.userId} />
          ))}
        </ul>
        {chats.hasNextPage && (
          <button
            type="button"
            className="chat-load-more"
            disabled={chats.isFetchingNextPage}
            onClick={() => void chats.fetchNextPage()}
          >
            {t('chat.load_more')}
          </button>
        )}
      </QueryState>
    </section>
  );
}
