import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationsProvider, useBus } from '@fedi/shared';
import { notificationErrorText } from './notificationErrorText';
import { useNotificationAlerts } from './useNotificationAlerts';

/** Spec §8: "Error fetching notifications: {error}" as a global error notice for 5 s. */
export const NOTIFICATIONS_ERROR_TIMEOUT = 5000;

/** The session's one notification source for the whole frame (bell, drawer, column, pages). */
export function NotificationsSource({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const bus = useBus();
  const onNew = useNotificationAlerts();
  const onError = useCallback(
    (error: unknown) =>
      bus.emit('notice:show', {
        level: 'error',
        messageKey: 'notifications.fetch_error',
        messageArgs: { error: notificationErrorText(error, t) },
        timeout: NOTIFICATIONS_ERROR_TIMEOUT,
      }),
    [bus, t],
  );
  return (
    <NotificationsProvider onNew={onNew} onError={onError}>
      {children}
    </NotificationsProvider>
  );
}
