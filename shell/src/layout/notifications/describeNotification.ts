import type { TFunction } from 'i18next';
import type { DesktopAlertContent, Notification } from '@fedi/shared';

/** Plain text of a status for a desktop notification (no markup). */
function statusText(notification: Notification): string {
  const status = notification.status;
  if (!status) return '';
  return (status.spoiler_text ? status.spoiler_text : status.text).slice(0, 200);
}

/** What a desktop notification says: who did what, and the post's text when there is one. */
export function describeNotification(notification: Notification, t: TFunction): DesktopAlertContent {
  const sender = notification.account;
  const name = sender.display_name || sender.acct;
  const type = notification.type.replace('pleroma:', '');
  return {
    title: t(`notifications.alert_${type}`, { name, emoji: notification.emoji ?? '' }),
    body:
      notification.type === 'move' && notification.target ? `@${notification.target.acct}` : statusText(notification),
    icon: sender.avatar,
    tag: `notification-${notification.id}`,
  };
}
