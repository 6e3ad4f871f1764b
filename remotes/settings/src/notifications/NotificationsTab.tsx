import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  accountKeys,
  browserNotificationApi,
  QueryState,
  setDesktopAlerts,
  useApiClient,
  useCapabilities,
  useDesktopAlertsEnabled,
  usePreferences,
  useSession,
  type User,
  type WebPushAlerts,
} from '@fedi/shared';
import { ownAccountQuery } from '@fedi/shared/queries';
import { NS } from '../i18n';
import { settingId } from '../modal/searchIndex';
import { useServerOptions } from '../forms/useServerOptions';
import { SaveNoticeView } from '../profile/SaveNoticeView';

const SERVER_OPTIONS = ['block_from_strangers', 'hide_notification_contents'] as const;
type ServerOption = (typeof SERVER_OPTIONS)[number];

/** Pleroma's notification settings (spec §3: saved through PUT /api/pleroma/notification_settings), reverted on failure. */
function ServerNotificationSettings({ user }: { user: User }) {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const session = useSession();
  const queryClient = useQueryClient();
  const options = useServerOptions<ServerOption, boolean>({
    current: (option) => user.notification_settings?.[option] === true,
    save: async (option, next) => {
      await client.notifications.updateSettings({ [option]: next });
      queryClient.setQueryData<User>(accountKeys.own(client.config.baseUrl, session.user?.id), (own) =>
        own ? { ...own, notification_settings: { ...own.notification_settings, [option]: next } } : own,
      );
    },
  });

  return (
    <section className="settings-section" aria-labelledby="settings-notifications-server">
      <h3 id="settings-notifications-server">{t('notifications.server')}</h3>
      {SERVER_OPTIONS.map((option) => (
        <div className="setting" key={option}>
          <input
            id={settingId(option)}
            type="checkbox"
            checked={options.value(option)}
            onChange={(event) => void options.change(option, event.target.checked)}
          />{' '}
          <label htmlFor={settingId(option)}>{t(`notifications.items.${option}`)}</label>
        </div>
      ))}
      <SaveNoticeView notice={options.notice} />
    </section>
  );
}

const PUSH_KINDS: ReadonlyArray<keyof WebPushAlerts> = ['mention', 'favourite', 'reblog', 'follow', 'move'];

/**
 * Which notifications web push sends to this browser (the `webPushAlerts` preference; the shell's web push
 * registers again with the new choice while desktop notifications are on).
 */
function PushAlertTypes({ desktop }: { desktop: boolean }) {
  const { t } = useTranslation(NS);
  const [preferences, setPreferences] = usePreferences();
  const [storageFailed, setStorageFailed] = useState(false);
  const alerts = preferences.webPushAlerts;
  return (
    <fieldset className="setting" id={settingId('web_push_alerts')} aria-describedby="settings-push-hint">
      <legend>{t('notifications.items.web_push_alerts')}</legend>
      <p id="settings-push-hint" className="settings-hint">
        {t(desktop ? 'notifications.push_hint_on' : 'notifications.push_hint_off')}
      </p>
      {PUSH_KINDS.map((kind) => (
        <div key={kind}>
          <input
            id={`settings-push-${kind}`}
            type="checkbox"
            checked={alerts[kind]}
            onChange={(event) =>
              setStorageFailed(!setPreferences({ webPushAlerts: { ...alerts, [kind]: event.target.checked } }))
            }
          />{' '}
          <label htmlFor={`settings-push-${kind}`}>{t(`notifications.push.${kind}`)}</label>
        </div>
      ))}
      {storageFailed && (
        <p role="alert" className="form-error">
          {t('settings.storage_failed')}
        </p>
      )}
    </fieldset>
  );
}

/** The notifications tab: the server's notification settings, and desktop notifications in this browser. */
export function NotificationsTab() {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const session = useSession();
  const capabilities = useCapabilities();
  const own = useQuery(ownAccountQuery(client, session.user?.id));
  const desktop = useDesktopAlertsEnabled();
  const [problem, setProblem] = useState<'denied' | 'unsupported' | null>(null);
  const toggleDesktop = async (on: boolean) => {
    const result = await setDesktopAlerts(on, browserNotificationApi());
    setProblem(result === 'denied' || result === 'unsupported' ? result : null);
  };
  return (
    <>
      {capabilities.pleromaAccountApi && (
        <QueryState query={own} loadingLabel={t('profile.loading')}>
          {own.data && <ServerNotificationSettings user={own.data} />}
        </QueryState>
      )}
      <section className="settings-section" aria-labelledby="settings-notifications-browser">
        <h3 id="settings-notifications-browser">{t('notifications.browser')}</h3>
        <div className="setting">
          <input
            id={settingId('desktop_notifications')}
            type="checkbox"
            checked={desktop}
            onChange={(event) => void toggleDesktop(event.target.checked)}
          />{' '}
          <label htmlFor={settingId('desktop_notifications')}>{t('notifications.items.desktop_notifications')}</label>
        </div>
        {problem && (
          <p role="alert" className="form-error">
            {t(`notifications.desktop_${problem}`)}
          </p>
        )}
        {capabilities.dialect !== 'snac' && <PushAlertTypes desktop={desktop} />}
        <p className="settings-hint">{t('notifications.types_hint')}</p>
      </section>
    </>
  );
}
