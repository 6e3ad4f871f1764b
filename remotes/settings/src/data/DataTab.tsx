import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient, useCapabilities, useErrorText, useSession } from '@fedi/shared';
import { NS } from '../i18n';
import { settingId } from '../modal/searchIndex';
import { checkPleromaResult } from '../security/pleromaResult';
import { dataItems } from './definitions';
import { Backups } from './Backups';
import { allPages, downloadText, fullAddress, localHost, readText } from './download';
import { useSettingsFile, type FileNotice as Notice } from './useSettingsFile';
import { accountApi } from '@fedi/shared/account-api';
type ListKind = 'follows' | 'blocks' | 'mutes';
const LISTS: readonly ListKind[] = ['follows', 'blocks', 'mutes'];

function NoticeView({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p role={notice.kind === 'error' ? 'alert' : 'status'} className={notice.kind === 'error' ? 'form-error' : ''}>
      {notice.text}
    </p>
  );
}

/**
 * Data import / export: the settings as a JSON file, follows / blocks / mutes as CSV (import and export; the
 * export writes full addresses, so another server can import it), account backups made by the server.
 */
export function DataTab() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const client = useApiClient();
  const session = useSession();
  const capabilities = useCapabilities();
  const items = new Set(dataItems(capabilities));
  const settingsFile = useSettingsFile();
  const [importNotice, setImportNotice] = useState<Notice>(null);
  const [exportNotice, setExportNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const importList = async (kind: ListKind, file: File | undefined) => {
    if (!file) return;
    setBusy(`import-${kind}`);
    setImportNotice(null);
    const api = accountApi(client).accountSettings;
    try {
      const send = kind === 'follows' ? api.importFollows : kind === 'blocks' ? api.importBlocks : api.importMutes;
      checkPleromaResult(await send(await readText(file)));
      setImportNotice({ kind: 'ok', text: t(`data.import_started.${kind}`) });
    } catch (error) {
      setImportNotice({ kind: 'error', text: t('data.import_error', { error: errorText(error) }) });
    } finally {
      setBusy(null);
    }
  };

  const exportList = async (kind: ListKind) => {
    const userId = session.user?.id;
    if (!userId) return;
    setBusy(`export-${kind}`);
    setExportNotice(null);
    try {
      const users = await allPages((maxId) => {
        const params = maxId ? { max_id: maxId } : {};
        if (kind === 'follows') return client.accounts.following(userId, params);
        return kind === 'blocks' ? client.accounts.blocks(params) : client.accounts.mutes(params);
      });
      const host = localHost(client.config.baseUrl);
      downloadText(`${kind}.csv`, users.map((user) => `${fullAddress(user, host)}\n`).join(''), 'text/csv');
      setExportNotice({ kind: 'ok', text: t('data.exported', { count: users.length }) });
    } catch (error) {
      setExportNotice({ kind: 'error', text: t('data.export_error', { error: errorText(error) }) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <section className="settings-section" aria-labelledby="settings-data-settings">
        <h3 id="settings-data-settings">{t('data.settings_title')}</h3>
        <p className="settings-hint">{t('data.settings_hint')}</p>
        <button id={settingId('settings_export')} type="button" onClick={settingsFile.save}>
          {t('data.items.settings_export')}
        </button>
        <div className="setting">
          <label htmlFor={settingId('settings_import')}>{t('data.items.settings_import')}</label>{' '}
          <input
            id={settingId('settings_import')}
            type="file"
            accept=".json,application/json"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void settingsFile.restore(file);
            }}
          />
        </div>
        <NoticeView notice={settingsFile.notice} />
      </section>
      {items.has('list_import') && (
        <section className="settings-section" aria-labelledby="settings-data-import">
          <h3 id="settings-data-import">{t('data.items.list_import')}</h3>
          <p className="settings-hint">{t('data.import_hint')}</p>
          {LISTS.map((kind) => (
            <div className="setting" key={kind}>
              <label htmlFor={settingId(`import_${kind}`)}>{t(`data.import.${kind}`)}</label>{' '}
              <input
                id={settingId(`import_${kind}`)}
                type="file"
                accept=".csv,text/csv,text/plain"
                disabled={busy !== null}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  void importList(kind, file);
                }}
              />
            </div>
          ))}
          <NoticeView notice={importNotice} />
        </section>
      )}
      <section className="settings-section" aria-labelledby="settings-data-export">
        <h3 id="settings-data-export">{t('data.items.list_export')}</h3>
        {LISTS.map((kind) => (
          <button
            key={kind}
            id={kind === 'follows' ? settingId('list_export') : undefined}
            type="button"
            className="data-export-button"
            disabled={busy !== null}
            onClick={() => void exportList(kind)}
          >
            {t(`data.export.${kind}`)}
          </button>
        ))}
        <NoticeView notice={exportNotice} />
      </section>
      {items.has('backups') && <Backups />}
    </>
  );
}
