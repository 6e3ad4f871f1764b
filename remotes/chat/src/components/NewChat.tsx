import { displayAcct, displayNameHtml } from '@fedi/shared';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@fedi/shared';
import { accountSearchQuery } from '@fedi/shared/queries';
import { NS } from '../i18n';
import { useChatSession } from '../logic/chatSession';
import { Avatar, Html } from './common';

/** "New chat": find people by name; picking one opens (or creates) the chat with them. */
export function NewChat({ acct }: { acct: string }) {
  const { t } = useTranslation(NS);
  const s = useChatSession();
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const id = useId();
  const results = useQuery({ ...accountSearchQuery(s.client, { q, limit: 8, resolve: false }), enabled: q.length > 0 });
  const people = (results.data ?? []).filter((user) => user.id !== s.userId);
  return (
    <div className="chat-new">
      <label htmlFor={id}>{t('chat.search_label')}</label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={t('chat.search_placeholder')}
        onChange={(event) => setText(event.target.value)}
        // The search opens at a press of "New chat": the field is what the person came for.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      {q.length > 0 && (
        <QueryState
          query={results}
          loadingLabel={t('chat.loading')}
          retryLabel={t('chat.retry')}
          empty={people.length === 0 && t('chat.search_none')}
        >
          <ul className="chat-new-results" aria-label={t('chat.search_results')}>
            {people.map((user) => (
              <li key={user.id}>
                <Link to={`/users/${acct}/chats/${user.id}`} className="chat-new-result">
                  <Avatar src={user.avatar} size={32} />
                  <Html html={displayNameHtml(user)} profile="bio" />
                  <span className="chat-faint">@{displayAcct(user.acct)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </QueryState>
      )}
    </div>
  );
}
