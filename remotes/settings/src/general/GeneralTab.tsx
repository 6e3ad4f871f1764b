import { useTranslation } from 'react-i18next';
import {
  INTERFACE_LANGUAGES,
  setInterfaceLanguage,
  useCapabilities,
  useInstanceConfig,
  usePreferences,
  type Preferences,
} from '@fedi/shared';
import { NS } from '../i18n';
import { settingId } from '../modal/searchIndex';
import { GENERAL_GROUPS, visibleItems, type GeneralItem } from './definitions';
import { MuteWordsEditor } from './MuteWordsEditor';
import { SettingsProfiles } from '../sync/SettingsProfiles';

interface Props {
  /** Called with false when the browser refused to store a change. */
  onStored(stored: boolean): void;
}

/**
 * Language codes offered for posts and translations: the instance's, the interface's and the current one. Each is
 * named as the interface language picker names it (`INTERFACE_LANGUAGES`, in its own language), else by its code (as
 * the composer's language menu).
 */
function languageCodes(instance: readonly string[], current: string): string[] {
  return [...new Set([...instance, ...Object.keys(INTERFACE_LANGUAGES), ...(current ? [current] : [])])].sort();
}

/** The general tab: client preferences, each bound to the one shared store (applied live everywhere). */
export function GeneralTab({ onStored }: Props) {
  const { t, i18n } = useTranslation(NS);
  const capabilities = useCapabilities();
  const { config: instance } = useInstanceConfig();
  const [preferences, setPreferences] = usePreferences();
  const change = (patch: Partial<Preferences>) => onStored(setPreferences(patch));
  const locale = i18n.resolvedLanguage ?? i18n.language;

  const languageSelect = (item: GeneralItem, key: 'postLanguage' | 'translationLanguage', empty: string) => (
    <div className="setting" key={item.id}>
      <label htmlFor={settingId(item.id)}>{t(`general.items.${item.id}`)}</label>{' '}
      <select
        id={settingId(item.id)}
        value={preferences[key]}
        onChange={(event) => change({ [key]: event.target.value })}
      >
        <option value="">{empty}</option>
        {languageCodes(instance.languages, preferences[key]).map((code) => (
          <option key={code} value={code} lang={code}>
            {INTERFACE_LANGUAGES[code] ?? code}
          </option>
        ))}
      </select>
    </div>
  );

  const control = (item: GeneralItem) => {
    const id = settingId(item.id);
    const label = t(`general.items.${item.id}`);
    switch (item.kind) {
      case 'toggle':
      case 'notification': {
        const checked =
          item.kind === 'toggle' ? preferences[item.preference] : preferences.notificationVisibility[item.type];
        return (
          <div className="setting" key={item.id}>
            <input
              id={id}
              type="checkbox"
              checked={checked}
              onChange={(event) =>
                change(
                  item.kind === 'toggle'
                    ? { [item.preference]: event.target.checked }
                    : {
                        notificationVisibility: {
                          ...preferences.notificationVisibility,
                          [item.type]: event.target.checked,
                        },
                      },
                )
              }
            />{' '}
            <label htmlFor={id}>{label}</label>
          </div>
        );
      }
      case 'choice':
        return (
          <div className="setting" key={item.id}>
            <label htmlFor={id}>{label}</label>{' '}
            <select
              id={id}
              value={preferences[item.preference]}
              onChange={(event) => change({ [item.preference]: event.target.value })}
            >
              {item.options.map((option) => (
                <option key={option} value={option}>
                  {t(`general.options.${item.id}.${option}`)}
                </option>
              ))}
            </select>
          </div>
        );
      case 'number':
        return (
          <div className="setting" key={item.id}>
            <label htmlFor={id}>{label}</label>{' '}
            <input
              id={id}
              type="number"
              min={item.min}
              max={item.max}
              value={preferences[item.preference]}
              onChange={(event) => {
                const value = Math.round(Number(event.target.value));
                if (event.target.value !== '' && value >= item.min && value <= item.max)
                  change({ [item.preference]: value });
              }}
            />
          </div>
        );
      case 'language':
        return (
          <div className="setting" key={item.id}>
            <label htmlFor={id}>{label}</label>{' '}
            <select id={id} value={locale} onChange={(event) => void setInterfaceLanguage(event.target.value)}>
              {Object.entries(INTERFACE_LANGUAGES).map(([code, name]) => (
                <option key={code} value={code} lang={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        );
      case 'postLanguage':
        return languageSelect(item, 'postLanguage', t('general.language_none'));
      case 'translationLanguage':
        return languageSelect(item, 'translationLanguage', t('general.language_browser'));
      case 'postContentType':
        return (
          <div className="setting" key={item.id}>
            <label htmlFor={id}>{label}</label>{' '}
            <select
              id={id}
              value={preferences.postContentType}
              onChange={(event) => change({ postContentType: event.target.value })}
            >
              {capabilities.postFormats.map((format) => (
                <option key={format} value={format}>
                  {t(`general.formats.${format.replace('/', '_')}`, { defaultValue: format })}
                </option>
              ))}
            </select>
          </div>
        );
      case 'muteWords':
        return (
          <MuteWordsEditor
            key={item.id}
            id={id}
            label={label}
            words={preferences.muteWords}
            onChange={(muteWords) => change({ muteWords })}
          />
        );
    }
  };

  return (
    <>
      <SettingsProfiles />
      {GENERAL_GROUPS.map((group) => {
        const items = visibleItems(group, capabilities, preferences.expertMode);
        if (items.length === 0) return null;
        return (
          <section key={group.id} aria-labelledby={`settings-group-${group.id}`} className="settings-section">
            <h3 id={`settings-group-${group.id}`}>{t(`general.groups.${group.id}`)}</h3>
            {items.map(control)}
          </section>
        );
      })}
    </>
  );
}
