import type { Capabilities } from '@fedi/shared';

/** The notifications tab's controls this server shows (the first two are Pleroma's notification settings; snac has no web push). */
export function notificationItems(capabilities: Capabilities): string[] {
  return [
    ...(capabilities.pleromaAccountApi ? ['block_from_strangers', 'hide_notification_contents'] : []),
    'desktop_notifications',
    ...(capabilities.dialect === 'snac' ? [] : ['web_push_alerts']),
  ];
}
