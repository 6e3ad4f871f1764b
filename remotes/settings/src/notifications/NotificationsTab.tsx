import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  accountKeys,
  browserNotificationApi,
  ownAccountQuery,
  QueryState,
  setDesktopAlerts,
  useApiClient,
  useCapabilities,
  useDesktopAlertsEnabled,
  useErrorText,
  useSession,
  type User,
} from '@fedi/shared';
import { NS } from '../i18n';
import { settingId } from '../modal/searchIndex';
import { SaveNoticeView } from '../profile/SaveNoticeView';
import { useSaveNotice } from '../profile/useSaveNotice';

const SERVER_OPTIONS = ['block_from_strangers', 'hide_notification_contents'] as const;
type ServerOption = (typeof SERVER_OPTIONS)[number];

/** Pleroma's notification settings (spec §3: saved through PUT /api/pleroma/notification_settings), reverted on failure. */
function ServerNotificationSettings({ user }: { user: User }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const client = useApiClient();
  const session = useSession();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Partial<Record<ServerOption, boolean>>>({});
  const [notice, setNotice] = useSaveNotice();
  const value = (option: ServerOption) => pending[option] ?? user.notification_settings?.[option] === true;

  const change = async (option: ServerOption, next: boolean) => {
    setPending((current) => ({ ...current, [option]: next }));
    setNotice(null);
    const forget = () =>
      setPending((current) => {
        const { [option]: _dropped, ...rest } = current;
        return rest;
      });
    try {
      await client.notifications.updateSettings({ [option]: next });
      queryClient.setQueryData<User>(accountKeys.own(client.config.baseUrl, session.user?.id), (own) =>
        own ? { ...own, notification_settings: { ...own.notification_settings, [option]: next } } : own,
      );
      forget();
      setNotice({ kind: 'ok' });
    } catch (error) {
      console.error('Failed to change a notification setting', option, error);
      forget();
      setNotice({ kind: 'error', message: t('profile.saving_err', { error: errorText(error) }) });
    }
  };

  return (
    <section className="settings-section" aria-labelledby="settings-notifications-server">
      <h3 id="settings-notifications-server">{t('notifications.server')}</h3>
      {SERVER_OPTIONS.map((option) => (
        <div className="setting" key={option}>
          <input
            id={settingId(option)}
            type="checkbox"
            checked={value(option)}
            onChange={(event) => void change(option, event.target.checked)}
          />{' '}
          <label htmlFor={settingId(option)}>{t(`notifications.items.${option}`)}</label>
        </div>
      ))}
      <SaveNoticeView notice={notice} />
    </section>
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
        <p className="settings-hint">{t('notifications.types_hint')}</p>
      </section>
    </>
  );
}
