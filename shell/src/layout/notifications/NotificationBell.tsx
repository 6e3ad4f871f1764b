import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnseenNotificationCount } from '@fedi/shared';
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
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {unseen > 0 && <span className="alert-dot" data-testid="notification-alert-dot" />}
    </button>
  );
}
