import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryState } from '@fedi/shared';
import { chatByAccountQuery } from '@fedi/shared/queries';
import { NS } from '../i18n';
import { useChatSession } from '../logic/chatSession';
import { Conversation } from '../components/Conversation';
import '../chat.css';

/**
 * `/users/{username}/chats/{recipient_id}` (pleroma-fe's path): the chat with that account, opened
 * or created with `by-account-id`, then the conversation.
 */
export function ChatScreen() {
  const { t } = useTranslation(NS);
  const { recipientId = '' } = useParams();
  const s = useChatSession();
  const chat = useQuery({ ...chatByAccountQuery(s.client, s.userId, recipientId), enabled: recipientId !== '' });
  return (
    <section className="panel chat-page chat-conversation-page" aria-label={t('chat.title')}>
      <QueryState
        query={chat}
        loadingLabel={t('chat.loading_messages')}
        errorMessage={t('chat.error')}
        retryLabel={t('chat.retry')}
      >
        {chat.data && <Conversation chat={chat.data} />}
      </QueryState>
    </section>
  );
}
