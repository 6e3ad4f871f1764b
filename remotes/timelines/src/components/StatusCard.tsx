import { memo, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayAcct, useCapabilities, useSession, useStatus, useStatusActions, type Status } from '@fedi/shared';
import { NS } from '../i18n';
import { muteDisplay } from '../logic/mute';
import { usePrefs } from '../prefs';
import { ActionBar } from './ActionBar';
import { LazyPoll } from './LazyPoll';
import { Reactions } from './Reactions';
import { useBlockedOrMutedMentions } from './useBlockedOrMuted';
import { InlineThreadContext } from './inlineThread';
import { useUserMarks } from './useUserMarks';
import { StatusContent } from './status/StatusContent';
import { StatusError } from './status/StatusError';
import { StatusHeader } from './status/StatusHeader';
import { InlineThread, InlineThreadToggle } from './status/StatusInlineThread';
import { StatusLinkCard } from './status/StatusLinkCard';
import { StatusMedia } from './status/StatusMedia';
import { StatusMuted } from './status/StatusMuted';

export interface StatusCardProps {
  /** Status id (read from the entity cache, fetched when missing). */
  id?: string;
  /** A normalized status, used until (or instead of) the cached one. */
  status?: Status;
  /** Shown inside its own conversation (thread mutes lifted, attachments per hideAttachmentsInConv). */
  inConversation?: boolean;
  /** The profile being viewed, for the muted-author exception. */
  profileUserId?: string | null;
  /** Highlight (the focused status of a conversation). */
  focused?: boolean;
  /** Quote/popover rendering: no actions, no nested quote. */
  compact?: boolean;
  /** Conversation: dive into this status. */
  onDive?(id: string): void;
  /** Timeline position, for j/k navigation. */
  index?: number;
  /** In a feed: the feed's size (-1 when unknown); the status then says its place (aria-posinset). */
  setSize?: number;
}

/**
 * One status (spec §2, §4), composed of its parts (`./status/`): header, content (with media, poll, link
 * card and quote folding with it), reactions, actions, inline thread. The hooks of a row live here and the
 * parts take what they need as props (`t` included), so a row subscribes to nothing more than it did.
 * Memoized: a timeline re-renders on every scroll frame, its rows only when their props change.
 */
export const StatusCard = memo(function StatusCard(props: StatusCardProps) {
  const { t } = useTranslation(NS);
  const cached = useStatus(props.id ?? props.status?.id);
  const outer = cached ?? props.status;
  if (!outer) {
    return (
      <article className="status status-loading" aria-busy="true" data-index={props.index}>
        <p>{t('timeline.loading')}</p>
      </article>
    );
  }
  return <StatusBody {...props} outer={outer} />;
});

/** The translation asked for: its language, and whether it has arrived (then Translate is gone). */
interface TranslationAsked {
  language: string;
  shown: boolean;
}

function StatusBody({
  outer,
  inConversation = false,
  profileUserId = null,
  focused = false,
  compact = false,
  onDive,
  index,
  setSize,
}: StatusCardProps & { outer: Status }) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const capabilities = useCapabilities();
  const [prefs] = usePrefs();
  const inner = useStatus(outer.reblog?.id);
  const status = outer.reblog ? (inner ?? outer.reblog) : outer;
  const actions = useStatusActions(status.id, { reactionsApi: capabilities.reactions.api });
  const [localError, setLocalError] = useState<string | null>(null);
  const [unmuted, setUnmuted] = useState(false);
  const [translation, setTranslation] = useState<TranslationAsked | null>(null);
  const [threadOpen, setThreadOpen] = useState(false);
  // The thread unfolds in place through the slot Root hands down (absent outside a Root: no button).
  const inlineThread = useContext(InlineThreadContext);
  const viewerId = session.user?.id ?? null;
  const headingId = `status-${outer.id}-author`;
  const blockedOrMutedIds = useBlockedOrMutedMentions(status.mentions.map((attention) => attention.id));
  const marks = useUserMarks(status.account.acct);

  if (outer.deleted || status.deleted) {
    return (
      <article className="status status-deleted" data-index={index} tabIndex={-1} aria-label={t('status.deleted')}>
        <p>{t('status.deleted')}</p>
      </article>
    );
  }

  const mute = muteDisplay(
    {
      authorId: status.account.id,
      authorBot: status.account.bot,
      authorMuted: (status.account.relationship?.muting ?? false) || marks.domainMuted,
      threadMuted: status.thread_muted ?? false,
      text: `${status.spoiler_text}\n${status.text}`,
      mentionIds: status.mentions.map((attention) => attention.id),
    },
    {
      viewerId,
      muteWords: prefs.muteWords,
      muteBotStatuses: prefs.muteBotStatuses,
      blockedOrMutedIds,
      profileUserId,
      inConversation,
      hideMutedPosts: prefs.hideMutedPosts,
      hideFilteredStatuses: prefs.hideFilteredStatuses,
    },
  );
  if (mute.display === 'hidden') return <div className="status-hidden" data-index={index} />;
  if (mute.display === 'muted' && !unmuted) {
    return (
      <StatusMuted
        name={displayAcct(status.account.acct)}
        headingId={headingId}
        threadMuted={mute.reasons.includes('thread')}
        index={index}
        onShow={() => setUnmuted(true)}
        t={t}
      />
    );
  }

  const error = localError ?? actions.error;
  const translate = () => {
    const language = prefs.translationLanguage || (navigator.language || 'en').split('-')[0] || 'en';
    setTranslation((asked) => asked ?? { language, shown: false });
  };

  const showThreadToggle =
    inlineThread !== null && !inConversation && (status.replies_count > 0 || Boolean(status.in_reply_to_id));
  const showTranslate = capabilities.translation && viewerId !== null && !translation?.shown;

  return (
    <article
      className={`status${focused ? ' status-focused' : ''}${compact ? ' status-compact' : ''}`}
      // Named by its author and its time (the header's name link and time link).
      aria-labelledby={`${headingId} ${headingId}-time`}
      aria-posinset={setSize !== undefined && index !== undefined ? index + 1 : undefined}
      aria-setsize={setSize}
      data-index={index}
      data-status-id={status.id}
      data-highlight={marks.highlight ?? undefined}
      style={marks.statusStyle}
      tabIndex={-1}
    >
      <StatusHeader
        outer={outer}
        status={status}
        headingId={headingId}
        nameStyle={marks.nameStyle}
        onDive={onDive}
        t={t}
      />
      <StatusContent
        status={status}
        compact={compact}
        collapseWithSubject={prefs.collapseMessageWithSubject}
        translateTo={translation?.language ?? null}
        onTranslated={() => setTranslation((asked) => asked && { ...asked, shown: true })}
        onTranslationError={(text) => {
          setTranslation(null);
          setLocalError(text);
        }}
        t={t}
      >
        <StatusMedia status={status} prefs={prefs} inConversation={inConversation} />
        {status.poll && (
          <LazyPoll
            statusId={status.id}
            poll={status.poll}
            signedIn={viewerId !== null}
            pending={actions.pending}
            onVote={(choices) => actions.vote(choices)}
          />
        )}
        {status.card && status.media_attachments.length === 0 && !status.quote && <StatusLinkCard card={status.card} />}
        {status.quote && !compact && (
          <div className="status-quote">
            <StatusCard id={status.quote.id} status={status.quote} compact />
          </div>
        )}
      </StatusContent>
      {!compact && (
        <>
          <Reactions
            statusId={status.id}
            reactions={status.emoji_reactions}
            canReact={viewerId !== null && capabilities.reactions.supported}
            onToggle={(name, url) => actions.react(name, url)}
          />
          {error && (
            <StatusError
              error={error}
              onDismiss={() => {
                setLocalError(null);
                actions.dismissError();
              }}
              t={t}
            />
          )}
          <div className="status-footer">
            <ActionBar status={status} actions={actions} onError={setLocalError} />
            {(showThreadToggle || showTranslate) && (
              <span className="status-footer-links">
                {showThreadToggle && (
                  <InlineThreadToggle open={threadOpen} onToggle={() => setThreadOpen((open) => !open)} t={t} />
                )}
                {showTranslate && (
                  <button type="button" className="link-button" onClick={translate}>
                    {t('status.translate')}
                  </button>
                )}
              </span>
            )}
          </div>
          {threadOpen && inlineThread && <InlineThread statusId={status.id} thread={inlineThread} t={t} />}
        </>
      )}
    </article>
  );
}
