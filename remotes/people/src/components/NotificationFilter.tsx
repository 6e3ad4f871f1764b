import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  browserNotificationApi,
  setDesktopAlerts,
  useDesktopAlertsEnabled,
  usePreferences,
  type NotificationVisibility,
} from '@fedi/shared';
import { NS } from '../i18n';

/** Label key of each notificationVisibility switch. */
const SWITCH_LABELS: Record<keyof NotificationVisibility, string> = {
  likes: 'notifications.filter_like',
  repeats: 'notifications.filter_repeat',
  follows: 'notifications.filter_follow',
  mentions: 'notifications.filter_mention',
  emojiReactions: 'notifications.filter_emoji_reaction',
  moves: 'notifications.filter_move',
  polls: 'notifications.filter_poll',
  followRequest: 'notifications.filter_follow_request',
  bites: 'notifications.filter_bite',
};

/**
 * The panel's filter dropdown: the user's notificationVisibility preference (shared with the
 * settings modal and every notification view), and the desktop-notification switch, which asks the
 * browser's permission from this click.
 */
export function NotificationFilter({ id }: { id: string }) {
  const { t } = useTranslation(NS);
  const [preferences, setPreferences] = usePreferences();
  const desktop = useDesktopAlertsEnabled();
  const [desktopProblem, setDesktopProblem] = useState<'denied' | 'unsupported' | null>(null);
  const visibility = preferences.notificationVisibility;

  async function toggleDesktop(on: boolean) {
    const result = await setDesktopAlerts(on, browserNotificationApi());
    setDesktopProblem(result === 'denied' || result === 'unsupported' ? result : null);
  }

  return (
    <fieldset className="people-filter" id={id}>
      <legend>{t('notifications.filter')}</legend>
      {(Object.keys(SWITCH_LABELS) as Array<keyof NotificationVisibility>).map((key) => (
        <label key={key} className="people-inline">
          <input
            type="checkbox"
            checked={visibility[key]}
            onChange={(event) =>
              setPreferences({ notificationVisibility: { ...visibility, [key]: event.target.checked } })
            }
          />
          {t(SWITCH_LABELS[key])}
        </label>
      ))}
      <label className="people-inline notifications-desktop-switch">
        <input type="checkbox" checked={desktop} onChange={(event) => void toggleDesktop(event.target.checked)} />
        {t('notifications.desktop_alerts')}
      </label>
      {desktopProblem && (
        <p role="alert" className="people-faint">
          {t(`notifications.desktop_${desktopProblem}`)}
        </p>
      )}
    </fieldset>
  );
}
