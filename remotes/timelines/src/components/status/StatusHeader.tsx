import { CornerRightDown } from 'lucide';
import type { CSSProperties } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import {
  displayAcct,
  displayNameHtml,
  Icon,
  RelativeTime,
  sanitizeHtml,
  type Status,
  VISIBILITY_ICONS,
} from '@fedi/shared';
import type { NS } from '../../i18n';
import { userPath } from '../../logic/links';
import { StatusEditedMark } from '../StatusHistoryLauncher';
import { UserHoverCard } from '../UserHoverCard';

export interface StatusHeaderProps {
  /** The status as listed (a repeat when it carries `retweeted_status`). */
  outer: Status;
  /** The status shown (the repeated one for a repeat). */
  status: Status;
  /** Id of the author link, which names the card. */
  headingId: string;
  nameStyle?: CSSProperties;
  onDive?(id: string): void;
  /** The card's `t` (a part adds no i18n subscription of its own to a timeline row). */
  t: TFunction<typeof NS>;
}

/** Who repeated it, then the header: avatar, names, visibility, time, edited mark, dive. */
export function StatusHeader({ outer, status, headingId, nameStyle, onDive, t }: StatusHeaderProps) {
  return (
    <>
      {outer.reblog && (
        <p className="status-repeat">
          <UserHoverCard user={outer.account}>
            <Link to={userPath(outer.account)}>
              <bdi
                dangerouslySetInnerHTML={{
                  __html: sanitizeHtml(displayNameHtml(outer.account) || displayAcct(outer.account.acct), 'bio'),
                }}
              />
            </Link>
          </UserHoverCard>{' '}
          {t('status.repeated_suffix')}
        </p>
      )}
      <header className="status-header">
        <UserHoverCard user={status.account} className="status-avatar">
          <Link to={userPath(status.account)} tabIndex={-1} aria-hidden="true">
            <img className="avatar" src={status.account.avatar} alt="" width={40} height={40} loading="lazy" />
          </Link>
        </UserHoverCard>
        <div className="status-names">
          <UserHoverCard user={status.account}>
            <Link to={userPath(status.account)} id={headingId} className="status-author" style={nameStyle}>
              <bdi
                dangerouslySetInnerHTML={{
                  __html: sanitizeHtml(displayNameHtml(status.account) || status.account.acct, 'bio'),
                }}
              />
            </Link>
          </UserHoverCard>{' '}
          <span className="status-acct" dir="ltr">
            @{displayAcct(status.account.acct)}
          </span>
          {status.account.bot && <span className="badge">{t('status.bot')}</span>}
        </div>
        <span
          className="status-visibility"
          role="img"
          aria-label={t(`visibility.${status.visibility}`)}
          title={t(`visibility.${status.visibility}`)}
        >
          <Icon node={VISIBILITY_ICONS[status.visibility]} size={14} />
        </span>
        <Link to={`/notice/${encodeURIComponent(status.id)}`} id={`${headingId}-time`} className="status-time">
          <RelativeTime iso={status.created_at} />
        </Link>
        <StatusEditedMark status={status} />
        {onDive && (
          <button type="button" className="dive" onClick={() => onDive(status.id)} aria-label={t('thread.dive')}>
            <Icon node={CornerRightDown} size={14} />
          </button>
        )}
      </header>
    </>
  );
}
