import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  errorText,
  followRequestKeys,
  useBus,
  type Notification,
  type NotificationsController,
} from '@fedi/shared';
import { useNotificationsController } from '@fedi/shared/notifications';
import { useNotificationAlerts } from './useNotificationAlerts';

/** Spec §8: "Error fetching notifications: {error}" as a global error notice for 5 s. */
export const NOTIFICATIONS_ERROR_TIMEOUT = 5000;

/**
 * The signed-in session's one notification source for the whole frame (bell, drawer, column, pages), with
 * its alerts and web push: loaded once signed in (NotificationsHost), never by a visitor. It hands its
 * controller up to the host, which gives it to every view.
 */
export default function NotificationsSource({
  onController,
}: {
  onController: (controller: NotificationsController | null) => void;
}) {
  const { t } = useTranslation();
  const bus = useBus();
  const queryClient = useQueryClient();
  const alert = useNotificationAlerts();
  const onNew = useCallback(
    (items: Notification[], source: string, controller: NotificationsController) => {
      alert(items, source, controller);
      // A new follow request: the side drawer's counter (and the follow requests page) refresh now.
      if (items.some((item) => item.type === 'follow_request'))
        void queryClient.invalidateQueries({ queryKey: followRequestKeys.all });
    },
    [alert, queryClient],
  );
  const onError = useCallback(
    (error: unknown) =>
      // A 401 ends the session: the login page says so, once.
      !(error instanceof ApiError && error.status === 401) &&
      bus.emit('notice:show', {
        level: 'error',
        messageKey: 'notifications.fetch_error',
        messageArgs: { error: errorText(error, t) },
        timeout: NOTIFICATIONS_ERROR_TIMEOUT,
      }),
    [bus, t],
  );
  const controller = useNotificationsController({ onNew, onError });
  useEffect(() => {
    onController(controller);
    return () => onController(null);
  }, [controller, onController]);
  return null;
}
