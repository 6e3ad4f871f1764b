import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  browserNotificationApi,
  createNotificationAlerts,
  desktopAlertsEnabled,
  playNotificationChime,
  registerWebPush,
  useApiClient,
  useDesktopAlertsEnabled,
  useInstanceConfig,
  usePreferences,
  useSession,
  visibleNotificationTypes,
  type Notification,
  type NotificationsController,
} from '@fedi/shared';
import { describeNotification } from './describeNotification';

/**
 * Sound and desktop notifications for new notifications (spec §4, §9), and the web push subscription
 * once the user turned desktop notifications on (failures only logged). Returns the controller's
 * `new` handler.
 */
export function useNotificationAlerts(): (notifications: Notification[], source: string, controller: NotificationsController) => void {
  const { t } = useTranslation();
  const [preferences] = usePreferences();
  const client = useApiClient();
  const session = useSession();
  const { config } = useInstanceConfig();
  const desktop = useDesktopAlertsEnabled();
  const latest = useRef({ t, visibility: preferences.notificationVisibility });
  useEffect(() => {
    latest.current = { t, visibility: preferences.notificationVisibility };
  });

  useEffect(() => {
    if (!desktop || session.status !== 'signed-in') return;
    void registerWebPush({
      push: client.push,
      enabled: desktop,
      vapidPublicKey: config.vapidPublicKey,
      serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null,
    });
  }, [desktop, session.status, client, config.vapidPublicKey]);

  return useCallback((notifications: Notification[], _source: string, controller: NotificationsController) => {
    createNotificationAlerts({
      types: () => visibleNotificationTypes(latest.current.visibility),
      desktopEnabled: desktopAlertsEnabled,
      describe: (notification) => describeNotification(notification, latest.current.t),
      streamJoinedAt: () => controller.streamJoinedAt,
      playSound: (volume) => void playNotificationChime(volume),
      NotificationApi: browserNotificationApi(),
    })(notifications);
  }, []);
}
