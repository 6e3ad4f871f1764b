import { useTranslation } from 'react-i18next';
import { NotificationsPanelRegion } from './NotificationsPanelRegion';
import '../notifications/notifications.css';

/** The wide layout's third column (≥ 1280 px, signed in, thirdColumnMode notifications). */
export function NotificationsColumn() {
  const { t } = useTranslation();
  return (
    <aside className="notifications-column" aria-label={t('notifications.column')}>
      <NotificationsPanelRegion placement="column" />
    </aside>
  );
}
