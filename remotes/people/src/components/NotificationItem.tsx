import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  displayAcct,
  displayNameHtml,
  Icon,
  type Notification,
  NOTIFICATION_TIME_REFRESH_MS,
  type NotificationEntry,
  RelativeTime,
  useCachedNotification,
  useRelationship,
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
  const status = notification.type === 'mention' ? notification.status : undefined;
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
          <Link to={profilePath(sender)}>
            <Html html={displayNameHtml(sender)} inline />
          </Link>{' '}
          {t(`notifications.type_${notification.type.replace('pleroma:', '')}`, { emoji: notification.emoji ?? '' })}
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
