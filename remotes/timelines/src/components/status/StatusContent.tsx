import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { displayAcct, statusHtml, type Status } from '@fedi/shared';
import type { NS } from '../../i18n';
import { collapseKind, isLongSubject } from '../../logic/collapse';
import { userPath } from '../../logic/links';
import { RichContent } from '../RichContent';
import { StatusReplyTo } from './StatusReplyTo';
import { StatusTranslation } from './StatusTranslation';

const MENTIONS_SHOWN = 5;

export interface StatusContentProps {
  status: Status;
  /** Quote/popover rendering: no mention line. */
  compact: boolean;
  /** Fold the body behind the subject (the collapseMessageWithSubject preference). */
  collapseWithSubject: boolean;
  /** The language asked for by Translate, or null. */
  translateTo: string | null;
  onTranslated(): void;
  onTranslationError(text: string): void;
  /** What follows the text and folds with it: media, poll, link card, quote. */
  children?: ReactNode;
  t: TFunction<typeof NS>;
}

/**
 * The reply line, the other mentions, content warning and subject, the rich content (folded when tall or behind a
 * subject), its translation, then `children`, which fold with the body.
 */
export function StatusContent({
  status,
  compact,
  collapseWithSubject,
  translateTo,
  onTranslated,
  onTranslationError,
  children,
  t,
}: StatusContentProps) {
  const [expanded, setExpanded] = useState(false);
  const [fullSubject, setFullSubject] = useState(false);
  const [allMentions, setAllMentions] = useState(false);
  const kind = collapseKind({ html: statusHtml(status), summary: status.spoiler_text, collapseWithSubject });
  const bodyHidden = kind === 'subject' && !expanded;
  const tallCut = kind === 'tall' && !expanded;
  const longSubject = isLongSubject(status.spoiler_text);
  const subject = longSubject && !fullSubject ? `${status.spoiler_text.slice(0, 240)}…` : status.spoiler_text;
  // The account replied to is named by the reply line already: the mention line lists the others.
  const others = status.in_reply_to_id
    ? status.mentions.filter((mention) => mention.id !== status.in_reply_to_account_id)
    : status.mentions;
  const mentions = allMentions ? others : others.slice(0, MENTIONS_SHOWN);
  const mfm = (status.media_type ?? '').includes('misskeymarkdown');

  return (
    <>
      {status.in_reply_to_id && (
        <StatusReplyTo parentId={status.in_reply_to_id} name={status.in_reply_to_account_acct} />
      )}
      {others.length > 0 && !compact && (
        <p className="status-mentions">
          {t('status.mentions')}{' '}
          {mentions.map((mention) => (
            <Link key={mention.id} to={userPath(mention)} className="mention-link" dir="ltr">
              @{displayAcct(mention.acct)}
            </Link>
          ))}
          {others.length > MENTIONS_SHOWN && (
            <button type="button" className="link-button" onClick={() => setAllMentions((all) => !all)}>
              {allMentions
                ? t('status.fewer_mentions')
                : t('status.more_mentions', { count: others.length - MENTIONS_SHOWN })}
            </button>
          )}
        </p>
      )}
      {status.spoiler_text && (
        <div className="status-cw">
          <span className="status-summary" dir="auto">
            {subject}
          </span>{' '}
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
              html={statusHtml(status)}
              mentions={status.mentions}
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
          {translateTo !== null && (
            <StatusTranslation
              statusId={status.id}
              language={translateTo}
              onShown={onTranslated}
              onError={onTranslationError}
              t={t}
            />
          )}
          {children}
        </>
      )}
    </>
  );
}
