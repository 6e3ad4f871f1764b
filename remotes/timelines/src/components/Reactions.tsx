import { QueryState, reactionsQuery, useApiClient } from '@fedi/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmojiReaction } from '@fedi/shared';
import { NS } from '../i18n';
import { REACTION_USERS_SHOWN, visibleReactions } from '../logic/reactions';

interface ReactionsProps {
  statusId: string;
  reactions: readonly EmojiReaction[];
  /** Signed in and the server supports reactions. */
  canReact: boolean;
  onToggle(name: string, url: string | null): void;
}

/** Emoji reactions (spec §9: 12 then '+N'); toggling one; who reacted on hover/focus. */
export function Reactions({ statusId, reactions, canReact, onToggle }: ReactionsProps) {
  const { t } = useTranslation(NS);
  const [expanded, setExpanded] = useState(false);
  const [popover, setPopover] = useState<string | null>(null);
  if (reactions.length === 0) return null;
  const { shown, more } = visibleReactions(reactions, expanded);
  return (
    <div className="reactions" role="group" aria-label={t('reactions.label')}>
      {shown.map((reaction) => (
        <span key={reaction.name} className="reaction-wrap" onMouseLeave={() => setPopover(null)}>
          <button
            type="button"
            className={reaction.me ? 'reaction me' : 'reaction'}
            aria-pressed={reaction.me}
            aria-label={t('reactions.reaction', { name: reaction.name, count: reaction.count })}
            disabled={!canReact}
            onClick={() => onToggle(reaction.name, reaction.url)}
            onMouseEnter={() => setPopover(reaction.name)}
            onFocus={() => setPopover(reaction.name)}
            onBlur={() => setPopover(null)}
          >
            {reaction.url ? (
              <img src={reaction.url} alt="" className="emoji" />
            ) : (
              <span aria-hidden="true">{reaction.name}</span>
            )}{' '}
            <span aria-hidden="true">{reaction.count}</span>
          </button>
          {popover === reaction.name && <WhoReacted statusId={statusId} name={reaction.name} />}
        </span>
      ))}
      {more > 0 && (
        <button
          type="button"
          className="reaction-more"
          onClick={() => setExpanded(true)}
          aria-label={t('reactions.show_more', { count: more })}
        >
          +{more}
        </button>
      )}
    </div>
  );
}

function WhoReacted({ statusId, name }: { statusId: string; name: string }) {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const query = useQuery(reactionsQuery(client, statusId));
  const accounts = query.data?.find((reaction) => reaction.name === name)?.accounts ?? [];
  return (
    <span className="popover reaction-users" role="tooltip">
      <QueryState query={query} loadingLabel={t('timeline.loading')} onRetry={false} />
      {accounts.slice(0, REACTION_USERS_SHOWN).map((account) => (
        <span key={account.id} className="reaction-user">
          <img src={account.avatar} alt="" width={16} height={16} /> {account.display_name || account.acct}
        </span>
      ))}
    </span>
  );
}
