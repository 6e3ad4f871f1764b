import type { TFunction } from 'i18next';
import type { DesktopAlertContent, Notification } from '@fedi/shared';

/** Plain text of a status for a desktop notification (no markup). */
function statusText(notification: Notification): string {
  const status = notification.status;
  if (!status) return '';
  return (status.spoiler_text ? status.spoiler_text : status.text).slice(0, 200);
}

/** The alert key's suffix of each type whose wire name is not it (`pleroma:`/`admin.` prefixes, the two report names). */
function alertKind(notification: Notification): string {
  if (notification.type === 'pleroma:report' || notification.type === 'admin.report') return 'report';
  return notification.type.replace('pleroma:', '').replace('admin.', '');
}

/** The body: the moved-to account, the report's comment, else the post's text. */
function bodyText(notification: Notification): string {
  if (notification.type === 'move' && notification.target) return `@${notification.target.acct}`;
  if (notification.report) return notification.report.comment.slice(0, 200);
  return statusText(notification);
}

/** What a desktop notification says: who did what, and the post's text when there is one. */
export function describeNotification(notification: Notification, t: TFunction): DesktopAlertContent {
  const sender = notification.account;
  const name = sender.display_name || sender.acct;
  return {
    title: t(`notifications.alert_${alertKind(notification)}`, { name, emoji: notification.emoji ?? '' }),
    body: bodyText(notification),
    icon: sender.avatar,
    tag: `notification-${notification.id}`,
  };
}
