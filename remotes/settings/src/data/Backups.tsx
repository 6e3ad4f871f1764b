import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatFileSize, QueryState, useApiClient, useErrorText, useSession } from '@fedi/shared';
import { backupsQuery } from '@fedi/shared/settings';
import { NS } from '../i18n';
import { settingId } from '../modal/searchIndex';
import { SaveNoticeView } from '../profile/SaveNoticeView';
import { useSaveNotice } from '../profile/useSaveNotice';
import { accountApi } from '@fedi/shared/account-api';

/** A backup's place in its life (spec §4 backup: not yet ready, or ready to download; Akkoma also fails some). */
function backupState(backup: { processed?: boolean; state?: string; url?: string }): 'ready' | 'failed' | 'waiting' {
  if (backup.state === 'failed' || backup.state === 'invalid') return 'failed';
  return backup.processed && backup.url ? 'ready' : 'waiting';
}

/**
 * Account backups (GET / POST /api/v1/pleroma/backups): ask the server for an archive of the account, see
 * each one's state (the list is asked again while one is being made) and download it when ready.
 */
export function Backups() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText();
  const client = useApiClient();
  const session = useSession();
  const queryClient = useQueryClient();
  const options = backupsQuery(client, session.user?.id);
  const query = useQuery(options);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useSaveNotice();
  const language = i18n.language;

  const request = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await accountApi(client).accountSettings.createBackup();
      setNotice({ kind: 'ok' });
    } catch (error) {
      setNotice({ kind: 'error', message: t('data.backup_error', { error: errorText(error) }) });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    }
  };

  return (
    <section className="settings-section" aria-labelledby="settings-data-backups">
      <h3 id="settings-data-backups">{t('data.items.backups')}</h3>
      <p className="settings-hint">{t('data.backups_hint')}</p>
      <button id={settingId('backups')} type="button" disabled={busy} onClick={() => void request()}>
        {t('data.backup_request')}
      </button>
      <SaveNoticeView notice={notice} okText={t('data.backup_requested')} />
      <QueryState
        query={query}
        loadingLabel={t('data.backups_loading')}
        empty={query.data?.length === 0 ? t('data.backups_none') : undefined}
      >
        <ul className="backup-list" aria-label={t('data.backups_list')}>
          {query.data?.map((backup, index) => {
            const state = backupState(backup);
            const when = formatDateTime(backup.inserted_at ?? '', { language });
            return (
              <li key={backup.id ?? index}>
                <span className="backup-date">{when}</span>
                {state === 'ready' ? (
                  <>
                    <span className="backup-size">{formatFileSize(backup.file_size ?? 0, { language })}</span>
                    <a href={backup.url} download aria-label={t('data.backup_download_named', { date: when })}>
                      {t('data.backup_download')}
                    </a>
                  </>
                ) : (
                  <span className={state === 'failed' ? 'form-error' : 'backup-waiting'}>
                    {t(`data.backup_${state}`)}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </QueryState>
    </section>
  );
}
