import type { Notification, NotificationType } from '../models/notification';

/** Spec §9: notification sound volume, and how long it stays silent after the socket logs in. */
export const NOTIFICATION_SOUND_VOLUME = 0.2;
export const SOUND_SILENCE_AFTER_STREAM_LOGIN_MS = 10_000;

/** Spec §9: types whose desktop notification needs the status (skipped without one). */
export const DESKTOP_TYPES_NEEDING_STATUS: readonly NotificationType[] = [
  'favourite',
  'mention',
  'reblog',
  'pleroma:emoji_reaction',
  'poll',
  'bite_note',
];

/** What a desktop notification shows. */
export interface DesktopAlertContent {
  title: string;
  body: string;
  icon?: string;
  tag: string;
}

/** The part of the browser Notification API the alerts use (injectable for tests). */
export interface NotificationApiLike {
  readonly permission: string;
  requestPermission(): Promise<string>;
  new (title: string, options?: { body?: string; icon?: string; tag?: string }): { close(): void };
}

export interface NotificationAlertsOptions {
  /** Notification types the user shows (notificationVisibility). */
  types(): readonly string[];
  /** The user turned desktop notifications on (and the browser granted permission). */
  desktopEnabled(): boolean;
  describe(notification: Notification): DesktopAlertContent;
  /** When the streaming socket logged in, or null (polling only). */
  streamJoinedAt(): number | null;
  playSound(volume: number): void;
  NotificationApi?: NotificationApiLike | null;
  now?: () => number;
}

/** A desktop notification is only useful for types that need a status when it is there. */
export function desktopAlertable(notification: Notification, types: readonly string[]): boolean {
  if (!types.includes(notification.type)) return false;
  return !DESKTOP_TYPES_NEEDING_STATUS.includes(notification.type) || notification.status !== undefined;
}

/** Spec §9: no sound during the first 10 s after the streaming login (the backlog arriving). */
export function soundAllowed(now: number, streamJoinedAt: number | null): boolean {
  return streamJoinedAt === null || now - streamJoinedAt >= SOUND_SILENCE_AFTER_STREAM_LOGIN_MS;
}

/**
 * Returns the handler for the controller's `new` event: one sound (volume 0.2) per batch of visible
 * notifications, and a desktop notification for each alertable one when enabled and permitted.
 */
export function createNotificationAlerts(options: NotificationAlertsOptions): (notifications: Notification[]) => void {
  const now = options.now ?? Date.now;
  return (notifications) => {
    const types = options.types();
    const visible = notifications.filter((notification) => types.includes(notification.type));
    if (visible.length === 0) return;
    if (soundAllowed(now(), options.streamJoinedAt())) {
      try {
        options.playSound(NOTIFICATION_SOUND_VOLUME);
      } catch (error) {
        console.warn('Could not play the notification sound', error);
      }
    }
    const Api = options.NotificationApi;
    if (!Api || Api.permission !== 'granted' || !options.desktopEnabled()) return;
    for (const notification of visible) {
      if (!desktopAlertable(notification, types)) continue;
      const { title, ...rest } = options.describe(notification);
      try {
        new Api(title, rest);
      } catch (error) {
        console.warn('Could not show a desktop notification', error);
      }
    }
  };
}
