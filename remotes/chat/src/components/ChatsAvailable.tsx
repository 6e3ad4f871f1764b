import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { capabilitiesQuery, useApiClient } from '@fedi/shared';
import { NS } from '../i18n';
import '../chat.css';

/**
 * The chat screens' gate: their children only on a server whose nodeinfo lists chats; elsewhere (snac,
 * Akkoma, Mastodon) a plain "not available on this server" page instead of a list that can only fail.
 * While the server's capabilities are still being read, a loading status.
 */
export function ChatsAvailable({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const capabilities = useQuery(capabilitiesQuery(client));
  if (!capabilities.data)
    return (
      <section className="panel chat-page" aria-label={t('chat.title')}>
        <p className="chat-faint" role="status">
          {t('chat.loading')}
        </p>
      </section>
    );
  if (!capabilities.data.chats)
    return (
      <section className="panel chat-page chat-unavailable" aria-labelledby="chats-unavailable-title">
        <h1 id="chats-unavailable-title">{t('chat.title')}</h1>
        <p>{t('chat.unavailable')}</p>
      </section>
    );
  return children;
}
