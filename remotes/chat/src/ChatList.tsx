import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chatKeys, QueryState, request, useSession } from '@fedi/shared';
import { NS } from './i18n';

interface WireChat {
  id: string;
  unread: number;
  account: { acct: string; display_name: string };
  last_message?: { content?: string | null } | null;
}

/** The chats list: one line per chat partner with the unread count. The chat issue adds the rest. */
export function ChatList() {
  const { t } = useTranslation(NS);
  const session = useSession();
  const chats = useQuery({
    queryKey: chatKeys.list(session.baseUrl),
    queryFn: async ({ signal }) =>
      (
        await request<WireChat[]>({ baseUrl: session.baseUrl, token: session.token }, '/api/v1/pleroma/chats', {
          signal,
        })
      ).data,
  });
  return (
    <section className="panel" aria-labelledby="chats-title">
      <h1 id="chats-title">{t('chat.title')}</h1>
      <QueryState
        query={chats}
        loadingLabel={t('chat.loading')}
        errorMessage={t('chat.error')}
        retryLabel={t('chat.retry')}
        empty={chats.data?.length === 0 && t('chat.empty')}
      >
        <ul>
          {chats.data?.map((chat) => (
            <li key={chat.id}>
              {chat.account.display_name || chat.account.acct} (@{chat.account.acct}){' '}
              {chat.unread > 0 && t('chat.unread', { count: chat.unread })}
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
