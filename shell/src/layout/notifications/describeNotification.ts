import type { TFunction } from 'i18next';
import type { DesktopAlertContent, Notification } from '@fedi/shared';

/** Plain text of a status for a desktop notification (no markup). */
function statusText(notification: Notification): string {
  const status = notification.status;
  if (!status) return '';
  return (status.summary ? status.summary : status.text).slice(0, 200);
}

/** What a desktop notification says: who did what, and the post's text when there is one. */
export function describeNotification(notification: Notification, t: TFunction): DesktopAlertContent {
  const sender = notification.from_profile;
  const name = sender.name || sender.screen_name;
  const type = notification.type.replace('pleroma:', '');
  return {
    title: t(`notifications.alert_${type}`, { name, emoji: notification.emoji ?? '' }),
    body:
      notification.type === 'move' && notification.target
        ? `@${notification.target.screen_name}`
        : statusText(notification),
    icon: sender.profile_image_url,
    tag: `notification-${notification.id}`,
  };
}
