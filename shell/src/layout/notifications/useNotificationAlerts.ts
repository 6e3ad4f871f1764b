import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  browserNotificationApi,
  desktopAlertsEnabled,
  usePreferences,
  visibleNotificationTypes,
  type Notification,
  type NotificationsController,
} from '@fedi/shared';
import { createNotificationAlerts, playNotificationChime } from '@fedi/shared/notifications';
import { describeNotification } from './describeNotification';
import { useWebPush } from './useWebPush';

/**
 * Sound and desktop notifications for new notifications (spec §4, §9), and the web push subscription
 * once the user turned desktop notifications on (failures only logged). Returns the controller's
 * `new` handler.
 */
export function useNotificationAlerts(): (
  notifications: Notification[],
  source: string,
  controller: NotificationsController,
) => void {
  const { t } = useTranslation();
  const [preferences] = usePreferences();
  const latest = useRef({ t, visibility: preferences.notificationVisibility });
  useEffect(() => {
    latest.current = { t, visibility: preferences.notificationVisibility };
  });

  useWebPush();

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
