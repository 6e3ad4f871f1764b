import { Bell } from 'lucide';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, useUnseenNotificationCount } from '@fedi/shared';
import './notifications.css';

/** Mobile nav bell (spec §2): an alert dot while there are unseen notifications; opens the drawer. */
export function NotificationBell({
  open,
  onOpen,
  ref,
}: {
  open: boolean;
  onOpen(): void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const unseen = useUnseenNotificationCount();
  return (
    <button
      ref={ref}
      type="button"
      className="notification-bell"
      aria-label={unseen > 0 ? t('notifications.bell_unseen', { count: unseen }) : t('notifications.bell')}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onOpen}
    >
      <Icon node={Bell} size={22} />
      {unseen > 0 && <span className="alert-dot" data-testid="notification-alert-dot" />}
    </button>
  );
}
