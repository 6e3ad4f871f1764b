import { CircleUserRound } from 'lucide';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../frame/lazyPart';
import { Icon } from '@fedi/shared';

/** The switcher (inline, or the mobile nav's dialog) and the sign-in strings it uses arrive when first opened. */
const AccountsPanel = lazyPart('account-switcher', () =>
  Promise.all([
    import(/* webpackChunkName: "account-switcher" */ './AccountsPanel'),
    import(/* webpackChunkName: "locale-shell-auth" */ '../../i18n/authStrings').then((m) => m.authStringsReady()),
  ]).then(([m]) => m.AccountsPanel),
);

/**
 * "Accounts": shows the account switcher below it (the user panel, the side drawer), or, given the
 * active account's `avatar` (the mobile nav), a button with it that opens the switcher in a dialog.
 */
export function AccountsToggle({ onSwitch, avatar }: { onSwitch?(): void; avatar?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const id = useId();
  const dialog = avatar !== undefined;
  return (
    <>
      <button
        ref={setButton}
        type="button"
        className={dialog ? 'mobile-accounts-button' : 'link-button accounts-toggle'}
        aria-label={dialog ? t('nav.accounts') : undefined}
        aria-haspopup={dialog ? 'dialog' : undefined}
        aria-expanded={dialog ? undefined : open}
        aria-controls={open && !dialog ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {!dialog ? t('nav.accounts') : avatar ? <img src={avatar} alt="" /> : <Icon node={CircleUserRound} size={22} />}
      </button>
      {open && (
        <div id={id}>
          <AccountsPanel
            onSwitch={onSwitch}
            dialog={dialog ? { onClose: () => setOpen(false), returnFocus: button } : undefined}
          />
        </div>
      )}
    </>
  );
}
