import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useApiClient,
  useInstanceConfig,
  usePreferences,
  useStyles,
  type Preferences,
  type ThemeSource,
} from '@fedi/shared';
import {
  BUNDLED_THEMES,
  exportTheme,
  parseThemeFile,
  resolveTheme,
  sourceOfChoice,
  sourceOfEntry,
  themeVariables,
} from '@fedi/shared/theme';
import { NS } from '../i18n';
import { settingId } from '../modal/searchIndex';
import { downloadText, readText } from '../data/download';
import { AccountAccent } from './AccountAccent';
import { ThemeEditor } from './ThemeEditor';
import { ThemePreview } from './ThemePreview';
import { themeOptions, type ThemeOption } from './themeOptions';
import { useInstanceThemeFiles } from './useInstanceThemeFiles';

type Notice = { kind: 'ok' | 'warning' | 'error'; text: string } | null;

/** A theme option's swatch: its panel, text, link and accent colours (nothing for a theme file not read yet). */
function Swatch({ source }: { source?: ThemeSource }) {
  const colors = useMemo(() => (source ? resolveTheme(source).colors : null), [source]);
  if (!colors) return <span className="theme-swatch theme-swatch-unknown" aria-hidden="true" />;
  return (
    <span className="theme-swatch" aria-hidden="true" style={{ background: colors.panel }}>
      <span style={{ background: colors.fg }} />
      <span style={{ background: colors.link }} />
      <span style={{ background: colors.accent }} />
    </span>
  );
}

/**
 * The style tab (spec §3 theme): pick a theme (instance default, the system's, bundled, the instance's,
 * your own) with swatches and a preview; make your own from any of them and edit every slot, with
 * contrast warnings and one-click fixes; import (ours or pleroma-fe's files) and export. Every change is
 * the shared preferences' `theme` / `customTheme`, which the shell applies live and the settings profile
 * syncs.
 */
export function StyleTab() {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const { config } = useInstanceConfig();
  const { themes } = useStyles();
  const [preferences, setPreferences] = usePreferences();
  const [notice, setNotice] = useState<Notice>(null);
  const [preview, setPreview] = useState<ThemeSource | null>(null);
  const files = useInstanceThemeFiles(themes);
  const options = themeOptions(themes, preferences.customTheme, files);
  const choice = preferences.theme || (config.theme ? `instance:${config.theme}` : 'pleroma-dark');

  const sourceOf = (value: string) => {
    const effective = value || (config.theme ? `instance:${config.theme}` : 'pleroma-dark');
    return sourceOfChoice(effective, {
      custom: preferences.customTheme,
      entry: themes.find((entry) => `instance:${entry.name}` === effective),
      fetchFile: (url) => client.instance.staticFile(url),
      prefersLight: window.matchMedia?.('(prefers-color-scheme: light)').matches ?? false,
    });
  };

  // The preview shows the chosen theme, read the same way the shell reads it.
  useEffect(() => {
    let cancelled = false;
    void sourceOf(preferences.theme).then((source) => !cancelled && setPreview(source));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choice, preferences.customTheme, themes]);

  const change = (patch: Partial<Preferences>) => {
    if (!setPreferences(patch)) setNotice({ kind: 'error', text: t('settings.storage_failed') });
  };

  const customize = async () => {
    const base = await sourceOf(preferences.theme);
    change({ customTheme: { ...base, name: t('style.custom') }, theme: 'custom' });
  };

  const exportFile = async () => {
    const source =
      preferences.theme === 'custom' && preferences.customTheme
        ? preferences.customTheme
        : await sourceOf(preferences.theme);
    downloadText(`${source.name || 'theme'}.json`, exportTheme(source), 'application/json');
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    // Spec §5: only .json files are read.
    const result = file.name.toLowerCase().endsWith('.json')
      ? parseThemeFile(await readText(file))
      : ({ ok: false, error: 'invalid_file' } as const);
    if (!result.ok) {
      setNotice({ kind: 'error', text: t(`style.errors.${result.error}`) });
      return;
    }
    change({ customTheme: result.source, theme: 'custom' });
    const parts = [t('style.imported', { name: result.source.name })];
    if (result.warning) parts.push(t('style.errors.file_slightly_new'));
    if (result.unmapped.length) parts.push(t('style.unmapped', { slots: result.unmapped.join(', ') }));
    setNotice({ kind: result.warning || result.unmapped.length ? 'warning' : 'ok', text: parts.join(' ') });
  };

  const defaultEntry = themes.find((entry) => entry.name === config.theme);
  const defaultSource =
    BUNDLED_THEMES.find((theme) => theme.name === (config.theme ?? 'pleroma-dark')) ??
    (defaultEntry && (sourceOfEntry(defaultEntry) ?? files[defaultEntry.name]?.source));
  const optionLabel = (option: ThemeOption) => {
    if (option.value === '') {
      const instanceName = themes.find((entry) => entry.name === config.theme);
      const bundled = BUNDLED_THEMES.find((theme) => theme.name === (config.theme ?? 'pleroma-dark'));
      const name = bundled
        ? t(`style.bundled.${bundled.name}`)
        : (instanceName?.title ?? (instanceName && files[instanceName.name]?.title) ?? config.theme ?? '');
      return t('style.instance_default', { name });
    }
    return option.labelKey ? t(option.labelKey) : (option.label ?? option.value);
  };

  return (
    <div className="style-tab">
      <section className="settings-section">
        <h3>{t('style.theme')}</h3>
        <fieldset className="setting theme-options" id={settingId('theme')}>
          <legend>{t('style.choose')}</legend>
          {options.map((option) => (
            <label key={option.value || 'default'} className="theme-option">
              <input
                type="radio"
                name="theme"
                value={option.value}
                checked={preferences.theme === option.value}
                onChange={() => change({ theme: option.value })}
              />
              {option.sources ? (
                <span className="theme-swatches">
                  {option.sources.map((source) => (
                    <Swatch key={source.name} source={source} />
                  ))}
                </span>
              ) : (
                <Swatch source={option.value === '' ? defaultSource : option.source} />
              )}
              <span>{optionLabel(option)}</span>
            </label>
          ))}
        </fieldset>
        {preview && <ThemePreview variables={themeVariables(resolveTheme(preview))} />}
        <div className="setting style-actions">
          {preferences.theme !== 'custom' && (
            <>
              <button type="button" id={settingId('theme_customize')} onClick={() => void customize()}>
                {t('style.customize')}
              </button>{' '}
            </>
          )}
          <button type="button" id={settingId('theme_export')} onClick={() => void exportFile()}>
            {t('style.export')}
          </button>{' '}
          <label htmlFor={settingId('theme_import')}>{t('style.import')}</label>{' '}
          <input
            id={settingId('theme_import')}
            type="file"
            accept=".json,application/json"
            onChange={(event) => {
              void importFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
        {notice && (
          <p
            className={notice.kind === 'error' ? 'form-error' : 'settings-hint'}
            role={notice.kind === 'error' ? 'alert' : 'status'}
          >
            {notice.text}
          </p>
        )}
      </section>
      <AccountAccent />
      {preferences.theme === 'custom' && preferences.customTheme && (
        <ThemeEditor source={preferences.customTheme} onChange={(customTheme) => change({ customTheme })} />
      )}
    </div>
  );
}
