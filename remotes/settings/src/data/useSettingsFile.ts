import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@fedi/shared';
import { NS } from '../i18n';
import { applyPreferences } from './applyPreferences';
import { readText, downloadText } from './download';
import { exportSettings, parseSettingsFile } from './settingsFile';

export type FileNotice = { kind: 'ok' | 'warning' | 'error'; text: string } | null;

/**
 * The settings as a JSON file (spec §5), for the data tab and the modal's backup / restore menu: `save()` downloads
 * them (version [1, 0], no theme); `restore(file)` takes only a .json file and applies it unless a version rule
 * refuses it (nothing changes then); `notice` says what happened.
 */
export function useSettingsFile() {
  const { t } = useTranslation(NS);
  const [preferences] = usePreferences();
  const [notice, setNotice] = useState<FileNotice>(null);

  const save = useCallback(
    () => downloadText('fedi-settings.json', exportSettings(preferences), 'application/json'),
    [preferences],
  );

  const restore = useCallback(
    async (file: File | undefined) => {
      if (!file) return;
      if (!file.name.toLowerCase().endsWith('.json')) {
        setNotice({ kind: 'error', text: t('data.errors.invalid_file') });
        return;
      }
      const result = parseSettingsFile(await readText(file));
      if (!result.ok) {
        setNotice({ kind: 'error', text: t(`data.errors.${result.error}`) });
        return;
      }
      const { stored } = applyPreferences(result.preferences);
      setNotice(
        result.warning
          ? { kind: 'warning', text: t('data.errors.file_slightly_new') }
          : {
              kind: stored ? 'ok' : 'warning',
              text: stored ? t('data.settings_imported') : t('settings.storage_failed'),
            },
      );
    },
    [t],
  );

  return { save, restore, notice };
}
