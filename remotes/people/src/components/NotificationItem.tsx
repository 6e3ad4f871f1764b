import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  displayAcct,
  displayNameHtml,
  Icon,
  isStaff,
  type Notification,
  NOTIFICATION_TIME_REFRESH_MS,
  type NotificationEntry,
  RelativeTime,
  useBus,
  useCachedNotification,
  useRelationship,
  useSession,
  useUserMarks,
} from '@fedi/shared';
import { NS } from '../i18n';
import { domainOf } from '../logic/rules';
import { Avatar, Html } from './common';
import { NOTIFICATION_ICONS } from './notificationIcons';
import { RemoteStatus } from './RemoteStatus';
import { profilePath } from '../logic/profilePath';

interface NotificationItemProps {
  entry: NotificationEntry;
  onApprove(notification: Notification): void;
  onDeny(notification: Notification): void;
}

/** One notification: sender, what happened, when; mentions show the post; follow requests get approve/deny. */
export function NotificationItem({ entry, onApprove, onDeny }: NotificationItemProps) {
  const cached = useCachedNotification(entry.id);
  if (!cached) return null;
  // The list's entry wins: an approved follow request is a seen `follow` before the cache knows.
  const notification: Notification = { ...cached, type: entry.type as Notification['type'], is_seen: entry.seen };
  return <NotificationBody notification={notification} onApprove={onApprove} onDeny={onDeny} />;
}

function NotificationBody({
  notification,
  onApprove,
  onDeny,
}: { notification: Notification } & Omit<NotificationItemProps, 'entry'>) {
  const { t } = useTranslation(NS);
  const sender = notification.account;
  const relationship = useRelationship(sender.id);
  const [expanded, setExpanded] = useState(false);
  const { mutedDomains } = useUserMarks();
  const domain = domainOf(sender.acct)?.toLowerCase();
  const domainMuted = domain !== undefined && mutedDomains.includes(domain);
  // A muted sender's notification, or one from a muted domain, stays collapsed until shown (spec §4).
  if ((relationship?.muting || domainMuted) && !expanded) {
    return (
      <div className="people-notification people-muted">
        <span>
          {relationship?.muting
            ? t('notifications.muted_from', { name: sender.acct })
            : t('notifications.muted_domain_from', {
                name: displayAcct(sender.acct),
                domain: domainOf(displayAcct(sender.acct)) ?? domain,
              })}
        </span>
        <button type="button" onClick={() => setExpanded(true)}>
          {t('notifications.show')}
        </button>
      </div>
    );
  }
  // Mentions and subscribed posts show the post itself; other types link to it.
  const status = notification.type === 'mention' || notification.type === 'status' ? notification.status : undefined;
  return (
    <div
      className="people-notification"
      data-type={notification.type}
      data-seen={notification.is_seen ? 'true' : 'false'}
    >
      <div className="people-notification-head">
        <span className="people-notification-icon">
          <Icon node={NOTIFICATION_ICONS[notification.type]} size={16} />
        </span>
        <Avatar src={sender.avatar} size={32} />
        <span>
          {!ABOUT_THE_USER.includes(notification.type) && (
            <>
              <Link to={profilePath(sender)}>
                <Html html={displayNameHtml(sender)} inline />
              </Link>{' '}
            </>
          )}
          <NotificationText notification={notification} />
        </span>
        <RelativeTime iso={notification.created_at} refreshMs={NOTIFICATION_TIME_REFRESH_MS} />
      </div>
      {notification.type === 'move' && notification.target && (
        <p>
          <Link to={profilePath(notification.target)}>@{notification.target.acct}</Link>
        </p>
      )}
      {notification.type === 'follow_request' && (
        <div className="people-actions">
          <button type="button" className="people-primary" onClick={() => onApprove(notification)}>
            {t('follow_requests.approve')}
          </button>
          <button type="button" onClick={() => onDeny(notification)}>
            {t('follow_requests.deny')}
          </button>
        </div>
      )}
      {notification.report && <ReportSummary notification={notification} />}
      {status && <RemoteStatus status={status} />}
      {!status && notification.status && (
        <p className="people-faint people-notification-status">
          <Link to={`/notice/${notification.status.id}`}>
            {notification.status.text.slice(0, 140) || t('notifications.open_status')}
          </Link>
        </p>
      )}
    </div>
  );
}

/** Types about the user themself (the server names them as the sender): the sentence stands alone. */
const ABOUT_THE_USER: readonly string[] = ['severed_relationships', 'moderation_warning'];

/** A private-use character standing for the reaction's image inside the translated sentence. */
const EMOJI_SLOT = '\uE000';

/** What happened, in words: the type's sentence (the reaction's custom emoji as its image). */
function NotificationText({ notification }: { notification: Notification }) {
  const { t } = useTranslation(NS);
  const type = notification.type;
  if (type === 'unknown') return <>{t('notifications.type_unknown', { type: notification.wire_type ?? '?' })}</>;
  if (type === 'pleroma:report' || type === 'admin.report') {
    const target = notification.report?.target;
    return (
      <>
        {target
          ? t('notifications.type_report', { name: `@${displayAcct(target.acct)}` })
          : t('notifications.type_report_any')}
      </>
    );
  }
  const key = `notifications.type_${type.replace('pleroma:', '').replace('admin.', '')}`;
  if (type !== 'pleroma:emoji_reaction' || !notification.emoji_url)
    return <>{t(key, { emoji: notification.emoji ?? '' })}</>;
  const [before, after] = t(key, { emoji: EMOJI_SLOT }).split(EMOJI_SLOT);
  return (
    <>
      {before}
      <img
        className="emoji people-notification-emoji"
        src={notification.emoji_url}
        alt={notification.emoji ?? ''}
        title={notification.emoji ?? ''}
      />
      {after}
    </>
  );
}

/** A report notification: the reporter's comment and, for staff, the button that opens the report. */
function ReportSummary({ notification }: { notification: Notification }) {
  const { t } = useTranslation(NS);
  const bus = useBus();
  const session = useSession();
  const report = notification.report;
  if (!report) return null;
  let comment: ReactNode = null;
  if (report.comment) comment = <q className="people-notification-report-comment">{report.comment}</q>;
  return (
    <div className="people-notification-report">
      {comment}
      {isStaff(session.user) && (
        <button type="button" onClick={() => bus.emit('moderation:open', { reportId: report.id })}>
          {t('notifications.open_report')}
        </button>
      )}
    </div>
  );
}
