import { useTranslation } from 'react-i18next';
import { Dialog } from '@fedi/shared';
import { AccountSwitcher } from './AccountSwitcher';

/** The mobile nav's account switcher, in the shared modal dialog. */
export function AccountsDialog({ onClose, returnFocus }: { onClose(): void; returnFocus?: HTMLElement | null }) {
  const { t } = useTranslation();
  return (
    <Dialog
      className="accounts-dialog"
      aria-labelledby="accounts-dialog-title"
      onClose={onClose}
      returnFocus={returnFocus}
      closeOnBackdrop
    >
      <header className="accounts-dialog-header">
        <h2 id="accounts-dialog-title">{t('accounts.title')}</h2>
        <button type="button" onClick={onClose}>
          {t('accounts.close')}
        </button>
      </header>
      <AccountSwitcher onSwitch={onClose} />
    </Dialog>
  );
}
