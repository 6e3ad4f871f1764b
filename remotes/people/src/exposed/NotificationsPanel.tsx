import { useTranslation } from 'react-i18next';
import '../i18n';
import { NotificationsPanel } from '../components/NotificationsPanel';
import { Root } from '../components/Root';
import { NS } from '../i18n';

/** Where the shell shows the panel: the wide layout's third column, or the mobile notifications drawer. */
export interface NotificationsPanelModuleProps {
  placement: 'column' | 'drawer';
}

/** `people/./NotificationsPanel`: the session's notifications for the shell's column and drawer. */
export default function ExposedNotificationsPanel({ placement }: NotificationsPanelModuleProps) {
  const { t } = useTranslation(NS);
  return (
    <Root>
      <NotificationsPanel
        title={t('notifications.title')}
        headingLevel={2}
        loadOlderOnScroll={placement === 'drawer'}
      />
    </Root>
  );
}
