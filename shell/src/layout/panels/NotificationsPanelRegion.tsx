import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteRegion } from '../../federation/RemoteRegion';

/** Props of `people/./NotificationsPanel` (remotes/people/src/exposed/NotificationsPanel.tsx). */
interface NotificationsPanelProps {
  placement: 'column' | 'drawer';
}

/** The people remote's notification list inside a shell region (its load and render errors stay here). */
export function NotificationsPanelRegion({ placement }: NotificationsPanelProps) {
  const { t } = useTranslation();
  return (
    <RemoteRegion<{ default: ComponentType<NotificationsPanelProps> }>
      remote="people"
      module="./NotificationsPanel"
      label={t('notifications.title')}
    >
      {({ default: Panel }) => <Panel placement={placement} />}
    </RemoteRegion>
  );
}
