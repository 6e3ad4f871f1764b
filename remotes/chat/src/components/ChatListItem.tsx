import { chatMessageHtml, displayNameHtml } from '@fedi/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Chat } from '@fedi/shared';
import { NS } from '../i18n';
import { Avatar, Html, shortTime, textOf } from './common';

/** One chat of the list: avatar, name, last message, time and unread count; opens the conversation. */
export function ChatListItem({ chat, acct, ownId }: { chat: Chat; acct: string; ownId: string | null }) {
  const { t, i18n } = useTranslation(NS);
  const last = chat.last_message;
  const text = last ? textOf(chatMessageHtml(last)) || (last.attachment ? t('chat.attachment_preview') : '') : '';
  const preview = last ? (last.account_id === ownId ? t('chat.you', { text }) : text) : t('chat.no_messages');
  const time = chat.updated_at ?? last?.created_at ?? '';
  return (
    <li className={chat.unread > 0 ? 'chat-list-item unread' : 'chat-list-item'}>
      <Link to={`/users/${acct}/chats/${chat.account.id}`} className="chat-list-link">
        <Avatar src={chat.account.avatar} size={44} />
        <span className="chat-list-main">
          <span className="chat-list-top">
            <Html className="chat-list-name" html={displayNameHtml(chat.account)} profile="bio" />
            {time && (
              <time className="chat-list-time" dateTime={time}>
                {shortTime(time, i18n.language)}
              </time>
            )}
          </span>
          <span className="chat-list-bottom">
            <span className="chat-list-preview">{preview}</span>
            {chat.unread > 0 && (
              <span className="chat-unread-badge" aria-label={t('chat.unread', { count: chat.unread })}>
                {chat.unread}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
