import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chatListQuery, QueryState, useApiClient, useSession } from '@fedi/shared';
import { NS } from './i18n';

/** The chats list: one line per chat partner with the unread count. */
export function ChatList() {
  const { t } = useTranslation(NS);
  const session = useSession();
  const client = useApiClient();
  const chats = useInfiniteQuery(chatListQuery(client, session.user?.id ?? null));
  const items = chats.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="panel" aria-labelledby="chats-title">
      <h1 id="chats-title">{t('chat.title')}</h1>
      <QueryState
        query={chats}
        loadingLabel={t('chat.loading')}
        errorMessage={t('chat.error')}
        retryLabel={t('chat.retry')}
        empty={items.length === 0 && t('chat.empty')}
      >
        <ul>
          {items.map((chat) => (
            <li key={chat.id}>
              {chat.account.name} (@{chat.account.screen_name}){' '}
              {chat.unread > 0 && t('chat.unread', { count: chat.unread })}
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
