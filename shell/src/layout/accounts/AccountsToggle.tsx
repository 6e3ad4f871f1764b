import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../frame/lazyPart';

/** The switcher (inline, or the mobile nav's dialog) and the sign-in strings it uses arrive when first opened. */
export const AccountsPanel = lazyPart('account-switcher', () =>
  Promise.all([
    import(/* webpackChunkName: "account-switcher" */ './AccountsPanel'),
    import(/* webpackChunkName: "locale-shell-auth" */ '../../i18n/authStrings').then((m) => m.authStringsReady()),
  ]).then(([m]) => m.AccountsPanel),
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
          <AccountsPanel onSwitch={onSwitch} />
        </div>
      )}
    </>
  );
}
