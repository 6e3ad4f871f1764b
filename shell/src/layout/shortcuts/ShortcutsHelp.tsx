import { useTranslation } from 'react-i18next';
import { Dialog } from '@fedi/shared';
import { KEYBOARD_SHORTCUTS } from './shortcutList';

/** The list of keyboard shortcuts (`?`), in the shared modal dialog. */
export default function ShortcutsHelp({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog className="shortcuts-help" aria-labelledby="shortcuts-help-title" onClose={onClose} closeOnBackdrop>
      <header className="shortcuts-help-header">
        <h2 id="shortcuts-help-title">{t('shortcuts.title')}</h2>
        <button type="button" onClick={onClose}>
          {t('shortcuts.close')}
        </button>
      </header>
      <p>{t('shortcuts.intro')}</p>
      <table className="shortcuts-help-list">
        <thead>
          <tr>
            <th scope="col">{t('shortcuts.key')}</th>
            <th scope="col">{t('shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody>
          {KEYBOARD_SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.label}>
              <td>
                {shortcut.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && ` ${t('shortcuts.then')} `}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </td>
              <td>{t(shortcut.label)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
