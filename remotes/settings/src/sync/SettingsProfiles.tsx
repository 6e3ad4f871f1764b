import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  useApiClient,
  useBus,
  useCapabilities,
  useErrorText,
  usePreferences,
  useSession,
} from '@fedi/shared';
import type { WireSettingsProfileEntry } from '@fedi/shared/account-api';
import { NS } from '../i18n';
import { settingId } from '../modal/searchIndex';
import { useSettingsSync, useSyncSnapshot } from './useSettingsSync';

/** localStorage flag: the "kept in this browser" notice was shown for this server and user. */
const localNoticeKey = (baseUrl: string, userId: string) => `fedi:settings-local-notice:${baseUrl}|${userId}`;

/**
 * Servers without settings profiles (Mastodon, snac): the settings stay in this browser. Said here, and once as a
 * notice the first time the settings are opened for that server and user.
 */
function LocalOnly() {
  const { t } = useTranslation(NS);
  const bus = useBus();
  const client = useApiClient();
  const session = useSession();
  const userId = session.user?.id;
  useEffect(() => {
    if (!userId) return;
    const key = localNoticeKey(client.config.baseUrl, userId);
    try {
      if (window.localStorage.getItem(key)) return;
      window.localStorage.setItem(key, '1');
    } catch {
      return;
    }
    bus.emit('notice:show', { level: 'info', messageKey: `${NS}:sync.local_only`, timeout: 5000 });
  }, [bus, client, userId]);
  return (
    <section className="settings-section" aria-labelledby="settings-sync-title">
      <h3 id="settings-sync-title">{t('sync.title')}</h3>
      <p className="settings-hint">{t('sync.local_only')}</p>
    </section>
  );
}

/**
 * Server-side settings profiles (Akkoma): the profile this browser follows, choose another, create one from the
 * settings here, delete one; opening it reads the server at once (a change made on another device comes now).
 */
export function SettingsProfiles() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const session = useSession();
  const capabilities = useCapabilities();
  const engine = useSettingsSync();
  const snapshot = useSyncSnapshot(engine);
  const [preferences] = usePreferences();
  const [profiles, setProfiles] = useState<WireSettingsProfileEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<string | null>(null);

  const run = useCallback(
    async (task: () => Promise<unknown>) => {
      if (!engine) return;
      setBusy(true);
      setError(null);
      try {
        await task();
        setProfiles(await engine.list());
      } catch (failure) {
        setError(t('sync.failed', { error: errorText(failure) }));
      } finally {
        setBusy(false);
      }
    },
    [engine, errorText, t],
  );

  // Opening the settings reads the server now: another device's change appears without waiting for the poll.
  const failedText = useRef((failure: unknown) => t('sync.failed', { error: errorText(failure) }));
  useEffect(() => {
    failedText.current = (failure: unknown) => t('sync.failed', { error: errorText(failure) });
  });
  useEffect(() => {
    if (!engine) return undefined;
    let live = true;
    engine
      .refresh()
      .then(() => engine.list())
      .then((list) => live && setProfiles(list))
      .catch((failure: unknown) => live && setError(failedText.current(failure)));
    return () => {
      live = false;
    };
  }, [engine]);

  // A change made here is sent even before the background sync has started.
  useEffect(() => {
    engine?.localChanged();
  }, [engine, preferences]);

  if (session.status !== 'signed-in') return null;
  if (!capabilities.settingsProfiles || !engine) return <LocalOnly />;

  const names = [...new Set([snapshot.profile, ...(profiles ?? []).map((profile) => profile.name)])].sort();
  const create = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    setName('');
    void run(() => engine.choose(trimmed));
  };

  return (
    <section className="settings-section" aria-labelledby="settings-sync-title" aria-busy={busy}>
      <h3 id="settings-sync-title">{t('sync.title')}</h3>
      <p className="settings-hint">{t('sync.hint')}</p>
      <div className="setting">
        <label htmlFor={settingId('settings_profile')}>{t('sync.profile')}</label>{' '}
        <select
          id={settingId('settings_profile')}
          value={snapshot.profile}
          disabled={busy}
          onChange={(event) => void run(() => engine.choose(event.target.value))}
        >
          {names.map((profile) => (
            <option key={profile} value={profile}>
              {profile}
            </option>
          ))}
        </select>{' '}
        <button type="button" disabled={busy} onClick={() => void run(() => engine.refresh())}>
          {t('sync.refresh')}
        </button>
      </div>
      <p role="status" className="settings-hint">
        {t(`sync.status.${snapshot.status}`, { version: snapshot.version })}
      </p>
      <form className="setting" onSubmit={create}>
        <label htmlFor="settings-sync-new">{t('sync.new_name')}</label>{' '}
        <input id="settings-sync-new" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />{' '}
        <button type="submit" disabled={busy || !name.trim()}>
          {t('sync.create')}
        </button>
      </form>
      {names.length > 1 && (
        <ul className="settings-list" aria-label={t('sync.others')}>
          {names
            .filter((profile) => profile !== snapshot.profile)
            .map((profile) => (
              <li key={profile}>
                {profile}{' '}
                <button type="button" disabled={busy} onClick={() => setDeleting(profile)}>
                  {t('sync.delete', { profile })}
                </button>
              </li>
            ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('sync.delete_title', { profile: deleting })}
          confirmLabel={t('sync.delete_confirm')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const profile = deleting;
            setDeleting(null);
            void run(() => engine.remove(profile));
          }}
        >
          <p>{t('sync.delete_body')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
