import { memo, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  errorText,
  QueryState,
  sanitizeHtml,
  useApiClient,
  useCapabilities,
  useSession,
  useStatus,
  useStatusActions,
  type Status,
  type Visibility,
} from '@fedi/shared';
import { NS } from '../i18n';
import { collapseKind, isLongSubject } from '../logic/collapse';
import { userPath } from '../logic/links';
import { muteDisplay } from '../logic/mute';
import { usePrefs } from '../prefs';
import { ActionBar } from './ActionBar';
import { Attachments } from './Attachments';
import { LazyPoll } from './LazyPoll';
import { Reactions } from './Reactions';
import { StatusEditedMark } from './StatusHistoryLauncher';
import { RichContent } from './RichContent';
import { useBlockedOrMutedMentions } from './useBlockedOrMuted';
import { InlineThreadContext } from './inlineThread';
import { UserHoverCard } from './UserHoverCard';
import { useUserMarks } from './useUserMarks';

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
}

const VISIBILITY_ICONS: Record<Visibility, string> = {
  private: '🔒',
  unlisted: '🔓',
  direct: '✉',
  local: '👥',
  public: '🌐',
};
const MENTIONS_SHOWN = 5;

/**
 * One status (spec §2, §4): header, content warning, content, media, poll, card, quote, reactions, actions.
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

function StatusBody({
  outer,
  inConversation = false,
  profileUserId = null,
  focused = false,
  compact = false,
  onDive,
  index,
}: StatusCardProps & { outer: Status }) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const capabilities = useCapabilities();
  const [prefs] = usePrefs();
  const inner = useStatus(outer.retweeted_status?.id);
  const status = outer.retweeted_status ? (inner ?? outer.retweeted_status) : outer;
  const actions = useStatusActions(status.id, { reactionsApi: capabilities.reactions.api });
  const [localError, setLocalError] = useState<string | null>(null);
  const [unmuted, setUnmuted] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [fullSubject, setFullSubject] = useState(false);
  const [allMentions, setAllMentions] = useState(false);
  const [translation, setTranslation] = useState<string | null>(null);
  const [threadOpen, setThreadOpen] = useState(false);
  // The thread unfolds in place through the slot Root hands down (absent outside a Root: no button).
  const inlineThread = useContext(InlineThreadContext);
  const client = useApiClient();
  const viewerId = session.user?.id ?? null;
  const headingId = `status-${outer.id}-author`;
  const blockedOrMutedIds = useBlockedOrMutedMentions(status.attentions.map((attention) => attention.id));
  const marks = useUserMarks(status.user.screen_name);

  if (outer.deleted || status.deleted) {
    return (
      <article className="status status-deleted" data-index={index} tabIndex={-1} aria-label={t('status.deleted')}>
        <p>{t('status.deleted')}</p>
      </article>
    );
  }

  const mute = muteDisplay(
    {
      authorId: status.user.id,
      authorBot: status.user.bot,
      authorMuted: (status.user.relationship?.muting ?? false) || marks.domainMuted,
      threadMuted: status.thread_muted ?? false,
      text: `${status.summary}\n${status.text}`,
      mentionIds: status.attentions.map((attention) => attention.id),
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
      <article className="status status-muted" data-index={index} tabIndex={-1} aria-labelledby={headingId}>
        <span id={headingId}>{status.user.screen_name_ui}</span>{' '}
        <span className="muted-reason">
          {mute.reasons.includes('thread') ? t('status.thread_muted') : t('status.muted')}
        </span>{' '}
        <button type="button" onClick={() => setUnmuted(true)} aria-label={t('status.unmute_show')}>
          👁
        </button>
      </article>
    );
  }

  const kind = collapseKind({
    html: status.statusnet_html,
    summary: status.summary,
    collapseWithSubject: prefs.collapseMessageWithSubject,
  });
  const bodyHidden = kind === 'subject' && !expanded;
  const tallCut = kind === 'tall' && !expanded;
  const longSubject = isLongSubject(status.summary);
  const subject = longSubject && !fullSubject ? `${status.summary.slice(0, 240)}…` : status.summary;
  const mentions = allMentions ? status.attentions : status.attentions.slice(0, MENTIONS_SHOWN);
  const placeholder = inConversation ? prefs.hideAttachmentsInConv : prefs.hideAttachments;
  const error = localError ?? actions.error;
  const mfm = (status.media_type ?? '').includes('misskeymarkdown');
  const translate = () => {
    const language = prefs.translationLanguage || (navigator.language || 'en').split('-')[0] || 'en';
    client.statuses
      .translate(status.id, language)
      .then((result) => setTranslation(result.text))
      .catch((failure: unknown) => setLocalError(errorText(failure, t)));
  };

  return (
    <article
      className={`status${focused ? ' status-focused' : ''}${compact ? ' status-compact' : ''}`}
      aria-labelledby={headingId}
      data-index={index}
      data-status-id={status.id}
      data-highlight={marks.highlight ?? undefined}
      style={marks.statusStyle}
      tabIndex={-1}
    >
      {outer.retweeted_status && (
        <p className="status-repeat">
          <UserHoverCard user={outer.user}>
            <Link to={userPath(outer.user)}>
              <bdi
                dangerouslySetInnerHTML={{
                  __html: sanitizeHtml(outer.user.name_html || outer.user.screen_name_ui, 'bio'),
                }}
              />
            </Link>
          </UserHoverCard>{' '}
          {t('status.repeated_suffix')}
        </p>
      )}
      <header className="status-header">
        <UserHoverCard user={status.user} className="status-avatar">
          <Link to={userPath(status.user)} tabIndex={-1} aria-hidden="true">
            <img className="avatar" src={status.user.profile_image_url} alt="" width={40} height={40} loading="lazy" />
          </Link>
        </UserHoverCard>
        <div className="status-names">
          <UserHoverCard user={status.user}>
            <Link to={userPath(status.user)} id={headingId} className="status-author" style={marks.nameStyle}>
              <bdi
                dangerouslySetInnerHTML={{
                  __html: sanitizeHtml(status.user.name_html || status.user.name || status.user.screen_name, 'bio'),
                }}
              />
            </Link>
          </UserHoverCard>{' '}
          <span className="status-acct">@{status.user.screen_name_ui}</span>
          {status.user.bot && <span className="badge">{t('status.bot')}</span>}
        </div>
        <span
          className="status-visibility"
          role="img"
          aria-label={t(`visibility.${status.visibility}`)}
          title={t(`visibility.${status.visibility}`)}
        >
          {VISIBILITY_ICONS[status.visibility]}
        </span>
        <Link to={`/notice/${encodeURIComponent(status.id)}`} className="status-time">
          <time dateTime={status.created_at}>
            {status.created_at ? new Date(status.created_at).toLocaleString() : ''}
          </time>
        </Link>
        <StatusEditedMark status={status} />
        {onDive && (
          <button type="button" className="dive" onClick={() => onDive(status.id)} aria-label={t('thread.dive')}>
            ⤵
          </button>
        )}
      </header>
      {status.in_reply_to_status_id && (
        <ReplyTo parentId={status.in_reply_to_status_id} name={status.in_reply_to_screen_name} />
      )}
      {status.attentions.length > 0 && !compact && (
        <p className="status-mentions">
          {t('status.mentions')}{' '}
          {mentions.map((attention) => (
            <Link key={attention.id} to={userPath(attention)} className="mention-link">
              @{attention.screen_name_ui}
            </Link>
          ))}
          {status.attentions.length > MENTIONS_SHOWN && (
            <button type="button" className="link-button" onClick={() => setAllMentions((all) => !all)}>
              {allMentions
                ? t('status.fewer_mentions')
                : t('status.more_mentions', { count: status.attentions.length - MENTIONS_SHOWN })}
            </button>
          )}
        </p>
      )}
      {status.summary && (
        <div className="status-cw">
          <span className="status-summary">{subject}</span>{' '}
          {longSubject && (
            <button type="button" className="link-button" onClick={() => setFullSubject((full) => !full)}>
              {fullSubject ? t('status.hide_full_subject') : t('status.show_full_subject')}
            </button>
          )}
          {kind === 'subject' && (
            <button type="button" onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
              {expanded ? t('status.show_less') : t('status.show_more')}
            </button>
          )}
        </div>
      )}
      {!bodyHidden && (
        <>
          <div className={tallCut ? 'status-body tall-cut' : 'status-body'}>
            <RichContent
              html={status.statusnet_html}
              attentions={status.attentions}
              mfm={mfm}
              lang={status.language}
              className="status-content"
            />
          </div>
          {kind === 'tall' && (
            <button type="button" onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
              {expanded ? t('status.show_less') : t('status.show_more')}
            </button>
          )}
          {translation !== null && (
            <div className="status-translation">
              <p className="translation-label">{t('status.translated')}</p>
              <RichContent html={translation} />
            </div>
          )}
          <Attachments
            attachments={status.attachments}
            sensitive={status.nsfw}
            placeholder={placeholder}
            hideNsfw={prefs.hideNsfw}
            useBlurhash={prefs.useBlurhash}
            maxThumbnails={prefs.maxThumbnails}
            loopVideo={prefs.loopVideo}
          />
          {status.poll && (
            <LazyPoll
              statusId={status.id}
              poll={status.poll}
              signedIn={viewerId !== null}
              pending={actions.pending}
              onVote={(choices) => actions.vote(choices)}
            />
          )}
          {status.card && status.attachments.length === 0 && !status.quote && <LinkCard card={status.card} />}
          {status.quote && !compact && (
            <div className="status-quote">
              <StatusCard id={status.quote.id} status={status.quote} compact />
            </div>
          )}
        </>
      )}
      {!compact && (
        <>
          <Reactions
            statusId={status.id}
            reactions={status.emoji_reactions}
            canReact={viewerId !== null && capabilities.reactions.supported}
            onToggle={(name, url) => actions.react(name, url)}
          />
          {error && (
            <div className="status-error" role="alert">
              {t('status.action_error', { error })}{' '}
              <button
                type="button"
                onClick={() => {
                  setLocalError(null);
                  actions.dismissError();
                }}
                aria-label={t('common.dismiss')}
              >
                ✕
              </button>
            </div>
          )}
          <div className="status-footer">
            <ActionBar status={status} actions={actions} onError={setLocalError} />
            {inlineThread && !inConversation && (status.replies_count > 0 || status.in_reply_to_status_id) && (
              <button
                type="button"
                className="link-button"
                aria-expanded={threadOpen}
                onClick={() => setThreadOpen((open) => !open)}
              >
                {threadOpen ? t('thread.collapse_inline') : t('thread.expand_inline')}
              </button>
            )}
            {capabilities.translation && viewerId !== null && translation === null && (
              <button type="button" className="link-button" onClick={translate}>
                {t('status.translate')}
              </button>
            )}
          </div>
          {threadOpen && inlineThread && (
            <div className="inline-thread">
              <Suspense fallback={<QueryState query={{ isPending: true }} loadingLabel={t('timeline.loading')} />}>
                {inlineThread(status.id)}
              </Suspense>
            </div>
          )}
        </>
      )}
    </article>
  );
}

function LinkCard({ card }: { card: NonNullable<Status['card']> }) {
  const safe = /^https?:\/\//i.test(card.url);
  if (!safe) return null;
  return (
    <a className="link-card" href={card.url} target="_blank" rel="noopener noreferrer">
      {card.image && /^https?:\/\//i.test(card.image) && <img src={card.image} alt="" loading="lazy" />}
      <span className="link-card-text">
        <strong>{card.title}</strong>
        {card.description && <span className="link-card-description">{card.description}</span>}
        {card.provider_name && <span className="link-card-provider">{card.provider_name}</span>}
      </span>
    </a>
  );
}

/** 'Reply to @name' with a hover/focus popover of the parent (spec §2 hover popover, 25 ms delay). */
function ReplyTo({ parentId, name }: { parentId: string; name?: string }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), 25);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };
  return (
    <p className="status-reply-to" onMouseLeave={hide}>
      <Link to={`/notice/${encodeURIComponent(parentId)}`} onMouseEnter={show} onFocus={show} onBlur={hide}>
        {name ? t('status.reply_to', { name }) : t('status.reply_to_unknown')}
      </Link>
      {open && <StatusPopover id={parentId} />}
    </p>
  );
}

function StatusPopover({ id }: { id: string }) {
  const { t } = useTranslation(NS);
  const status = useStatus(id);
  return (
    <span className="popover status-popover" role="tooltip">
      {status ? (
        <>
          <strong>{status.user.screen_name_ui}</strong>: {status.summary || status.text.slice(0, 280)}
        </>
      ) : (
        t('status.status_unavailable')
      )}
    </span>
  );
}
