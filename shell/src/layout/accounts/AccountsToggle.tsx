import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../frame/lazyPart';

/** The switcher's code and the sign-in strings it uses arrive when it is first opened. */
const authStrings = () =>
  import(/* webpackChunkName: "locale-shell-auth" */ '../../i18n/authStrings').then((m) => m.authStringsReady());

export const AccountSwitcher = lazyPart('account-switcher', () =>
  Promise.all([import(/* webpackChunkName: "account-switcher" */ './AccountSwitcher'), authStrings()]).then(
    ([m]) => m.AccountSwitcher,
  ),
);

export const AccountsDialog = lazyPart('account-switcher', () =>
  Promise.all([import(/* webpackChunkName: "account-switcher" */ './AccountsDialog'), authStrings()]).then(
    ([m]) => m.AccountsDialog,
  ),
);

/** "Accounts": shows the account switcher below it (the user panel, the side drawer). */
export function AccountsToggle({ onSwitch }: { onSwitch?(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="link-button accounts-toggle"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {t('nav.accounts')}
      </button>
      {open && (
        <div id={id}>
          <AccountSwitcher onSwitch={onSwitch} />
        </div>
      )}
    </>
  );
}
