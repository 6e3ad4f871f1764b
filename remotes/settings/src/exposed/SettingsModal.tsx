import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ModalFrame,
  useBus,
  useCapabilities,
  usePreferences,
  useSession,
  type SettingsModalProps,
  type SettingsTab,
} from '@fedi/shared';
import { Menu, MenuItem, Tab, TabList, TabPanel, Tabs } from '@fedi/shared/widgets';
import { NS } from '../i18n';
import { GeneralTab } from '../general/GeneralTab';
import { ProfileTab } from '../profile/ProfileTab';
import { SecurityTab } from '../security/SecurityTab';
import { DataTab } from '../data/DataTab';
import { NotificationsTab } from '../notifications/NotificationsTab';
import { AccountListTab } from '../lists/AccountListTab';
import { StyleTab } from '../style/StyleTab';
import { securityItems } from '../security/definitions';
import { searchIndex, settingId, type SearchEntry } from '../modal/searchIndex';
import { SettingsSearch } from '../modal/SettingsSearch';
import { useSettingsFile } from '../data/useSettingsFile';
import '../settings.css';

/**
 * The settings modal (spec §2/§4): visible or minimized (the shell owns the state and the tab, from
 * `?settings=<tab>` or the bus), a search over every tab's settings, expert mode, logout, the tabs.
 */
export default function SettingsModal({ tab, onTabChange, ...frame }: SettingsModalProps) {
  const { t } = useTranslation(NS);
  const bus = useBus();
  const session = useSession();
  const capabilities = useCapabilities();
  const [preferences, setPreferences] = usePreferences();
  const [storageFailed, setStorageFailed] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const signedIn = session.status === 'signed-in';
  const backup = useSettingsFile();
  const restoreInput = useRef<HTMLInputElement>(null);

  const tabs: SettingsTab[] = [
    'general',
    ...(signedIn ? (['profile'] as const) : []),
    ...(signedIn && securityItems(capabilities).length > 0 ? (['security'] as const) : []),
    ...(signedIn ? (['notifications', 'blocks', 'mutes', 'data'] as const) : []),
    'style',
  ];
  const shown = tabs.includes(tab) ? tab : 'general';
  const entries = searchIndex({ capabilities, signedIn });

  const jump = (entry: SearchEntry) => {
    if (entry.expert && !preferences.expertMode) setStorageFailed(!setPreferences({ expertMode: true }));
    if (entry.tab !== shown) onTabChange(entry.tab);
    setFocusTarget(entry.id);
  };

  // After a jump, focus the setting once its tab has rendered it (a tab may still be loading its data).
  useEffect(() => {
    if (!focusTarget) return undefined;
    let frames = 0;
    let handle = 0;
    const tryFocus = () => {
      const element = document.getElementById(settingId(focusTarget));
      if (element) {
        element.scrollIntoView?.({ block: 'center' });
        element.focus();
        const row = element.closest('.setting, fieldset') ?? element;
        row.classList.add('setting-found');
        window.setTimeout(() => row.classList.remove('setting-found'), 2000);
        setFocusTarget(null);
      } else if (++frames < 300) {
        handle = window.requestAnimationFrame(tryFocus);
      } else {
        setFocusTarget(null);
      }
    };
    handle = window.requestAnimationFrame(tryFocus);
    return () => window.cancelAnimationFrame(handle);
  }, [focusTarget, shown]);

  return (
    <ModalFrame title={t('settings.title')} className="settings-modal" {...frame}>
      <div className="settings-toolbar">
        <SettingsSearch entries={entries} onJump={jump} />
        <div className="setting">
          <input
            id="settings-expert-mode"
            type="checkbox"
            checked={preferences.expertMode}
            onChange={(event) => setStorageFailed(!setPreferences({ expertMode: event.target.checked }))}
          />{' '}
          <label htmlFor="settings-expert-mode">{t('modal.expert_mode')}</label>
        </div>
        <Menu label={t('modal.backup')} button={<button type="button">{t('modal.backup')}</button>}>
          <MenuItem onClick={backup.save}>{t('modal.backup_save')}</MenuItem>
          <MenuItem onClick={() => restoreInput.current?.click()}>{t('modal.backup_restore')}</MenuItem>
        </Menu>
        <input
          ref={restoreInput}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label={t('modal.backup_restore')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            void backup.restore(file);
          }}
        />
        {signedIn && (
          <button
            type="button"
            onClick={() => {
              frame.onClose();
              bus.emit('session:logout');
            }}
          >
            {t('modal.logout')}
          </button>
        )}
      </div>
      {backup.notice && (
        <p
          role={backup.notice.kind === 'error' ? 'alert' : 'status'}
          className={backup.notice.kind === 'error' ? 'form-error' : ''}
        >
          {backup.notice.text}
        </p>
      )}
      {storageFailed && (
        <p className="form-error" role="alert">
          {t('settings.storage_failed')}
        </p>
      )}
      <Tabs selected={shown} onSelect={onTabChange}>
        <TabList label={t('modal.tabs')} className="settings-tabs">
          {tabs.map((name) => (
            <Tab key={name} value={name} className="settings-tab">
              {t(`tabs.${name}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel className="settings-panel">
          {shown === 'general' && <GeneralTab onStored={(stored) => setStorageFailed(!stored)} />}
          {shown === 'profile' && <ProfileTab />}
          {shown === 'security' && <SecurityTab onAccountClosed={frame.onClose} />}
          {shown === 'notifications' && <NotificationsTab />}
          {shown === 'blocks' && <AccountListTab kind="blocks" />}
          {shown === 'mutes' && <AccountListTab kind="mutes" />}
          {shown === 'data' && <DataTab />}
          {shown === 'style' && <StyleTab />}
        </TabPanel>
      </Tabs>
    </ModalFrame>
  );
}
