import { X } from 'lucide';
import { chatMessageHtml, Icon } from '@fedi/shared';
import { useTranslation } from 'react-i18next';
import type { Attachment, Card, Chat, ChatMessage } from '@fedi/shared';
import { useErrorText } from '@fedi/shared';
import { NS } from '../i18n';
import { dayOf, type ConversationRow } from '../logic/grouping';
import type { OutgoingMessage } from '../logic/outbox';
import { Avatar, clockTime, Html } from './common';
import { formatDate } from '@fedi/shared';
import type { ConversationMessage } from './MessageList';

/** "Today", "Yesterday" or the date, between the messages of two days. */
export function DaySeparator({ day }: { day: string }) {
  const { t, i18n } = useTranslation(NS);
  const now = new Date();
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const [y, m, d] = day.split('-').map(Number);
  const label =
    day === dayOf(now.toISOString())
      ? t('chat.today')
      : day === dayOf(yesterday.toISOString())
        ? t('chat.yesterday')
        : formatDate(new Date(y ?? 0, (m ?? 1) - 1, d ?? 1), { language: i18n.language, style: 'long' });
  return (
    <div className="chat-day" role="separator" aria-label={label}>
      <span>{label}</span>
    </div>
  );
}

function AttachmentView({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation(NS);
  const description = attachment.description;
  switch (attachment.type) {
    case 'image':
      return (
        <a className="chat-attachment" href={attachment.url} target="_blank" rel="noopener noreferrer">
          <img src={attachment.preview_url || attachment.url} alt={description} loading="lazy" />
        </a>
      );
    case 'video':
      return (
        <video className="chat-attachment" src={attachment.url} controls preload="metadata" aria-label={description}>
          <track kind="captions" />
        </video>
      );
    case 'audio':
      return <audio className="chat-attachment-audio" src={attachment.url} controls aria-label={description} />;
    default: {
      const name = decodeURIComponent(attachment.url.split('/').pop() ?? '') || attachment.url;
      return (
        <a className="chat-attachment-file" href={attachment.url} target="_blank" rel="noopener noreferrer">
          {t('chat.file', { name })}
        </a>
      );
    }
  }
}

function LinkCard({ card }: { card: Card }) {
  return (
    <a className="chat-card" href={card.url} target="_blank" rel="noopener noreferrer">
      {card.image && <img src={card.image} alt="" loading="lazy" />}
      <span>
        <strong>{card.title}</strong>
        {card.description && <span className="chat-faint">{card.description}</span>}
      </span>
    </a>
  );
}

/** One message: the bubble (own on the right), its sender and time at a group's edges, its state. */
export function MessageRow({
  row,
  chat,
  onRetry,
  onDiscard,
  onDelete,
}: {
  row: Extract<ConversationRow<ConversationMessage>, { kind: 'message' }>;
  chat: Chat;
  onRetry(message: OutgoingMessage): void;
  onDiscard(message: OutgoingMessage): void;
  onDelete(message: ChatMessage): void;
}) {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText();
  const { message, own, first, last } = row;
  const sent = message.message;
  const outgoing = message.outgoing;
  const html = sent ? chatMessageHtml(sent) : undefined;
  const attachment = sent?.attachment ?? outgoing?.attachment;
  const classes = ['chat-message', own ? 'own' : 'theirs', first ? 'first' : '', last ? 'last' : '', message.state]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} data-testid="chat-message" data-state={message.state}>
      {!own && <span className="chat-message-avatar">{last && <Avatar src={chat.account.avatar} size={28} />}</span>}
      <div className="chat-message-body">
        <div className="chat-bubble">
          {html !== undefined
            ? html && <Html className="chat-text" html={html} />
            : outgoing?.content && <span className="chat-text chat-plain">{outgoing.content}</span>}
          {attachment && <AttachmentView attachment={attachment} />}
          {sent?.card && <LinkCard card={sent.card} />}
        </div>
        <div className="chat-message-meta">
          {message.state === 'pending' && <span role="status">{t('chat.sending')}</span>}
          {message.state === 'failed' && outgoing && (
            <span className="chat-failed" role="alert" title={errorText(outgoing.error)}>
              {t('chat.send_failed')}{' '}
              <button type="button" className="link-button" onClick={() => onRetry(outgoing)}>
                {t('chat.retry_send')}
              </button>{' '}
              <button type="button" className="link-button" onClick={() => onDiscard(outgoing)}>
                {t('chat.delete')}
              </button>
            </span>
          )}
          {message.state === 'sent' && last && (
            <time dateTime={message.createdAt}>{clockTime(message.createdAt, i18n.language)}</time>
          )}
          {message.state === 'sent' && own && sent && (
            <button
              type="button"
              className="chat-delete"
              aria-label={t('chat.delete_message')}
              title={t('chat.delete_message')}
              onClick={() => onDelete(sent)}
            >
              <Icon node={X} size={16} />
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
