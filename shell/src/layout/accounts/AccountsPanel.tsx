import { useTranslation } from 'react-i18next';
import { Dialog } from '@fedi/shared';
import { AccountSwitcher } from './AccountSwitcher';

/** The account switcher as it is shown: inline, or (`dialog`, the mobile nav) in the shared modal dialog. */
export function AccountsPanel({
  onSwitch,
  dialog,
}: {
  onSwitch?(): void;
  dialog?: { onClose(): void; returnFocus?: HTMLElement | null };
}) {
  const { t } = useTranslation();
  if (!dialog) return <AccountSwitcher onSwitch={onSwitch} />;
  return (
    <Dialog
      className="accounts-dialog"
      aria-labelledby="accounts-dialog-title"
      onClose={dialog.onClose}
      returnFocus={dialog.returnFocus}
      closeOnBackdrop
    >
      <header className="accounts-dialog-header">
        <h2 id="accounts-dialog-title">{t('accounts.title')}</h2>
        <button type="button" onClick={dialog.onClose}>
          {t('accounts.close')}
        </button>
      </header>
      <AccountSwitcher onSwitch={dialog.onClose} />
    </Dialog>
  );
}
