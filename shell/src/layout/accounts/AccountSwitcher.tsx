import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DisplayName, useAccounts, useNotifications, useErrorText, type AccountSummary } from '@fedi/shared';
import { AccountStoreContext } from '../../session/accountStore';
import { accountHandle } from '../../session/servers';
import { useOtherUnread } from './otherUnread';
import './accounts.css';

/** The display name as its text reads on screen: the custom emoji (images) left out. */
function visibleName(account: AccountSummary): string {
  const codes = new Set((account.emojis ?? []).map((emoji) => emoji.shortcode));
  return account.display_name
    .replace(/:([\w+-]+):/g, (match, code: string) => (codes.has(code) ? ' ' : match))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The signed-in accounts, each with its unread notifications: pressing one makes it the session's (no
 * reload); sign out of one or all; add another. Shown by the user panel, the side drawer and the
 * mobile nav's accounts dialog (a chunk of its own, with the sign-in strings).
 */
export function AccountSwitcher({ onSwitch }: { onSwitch?(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const accounts = useAccounts();
  const internal = useContext(AccountStoreContext);
  const notifications = useNotifications();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const others = (internal?.store.getSnapshot().accounts ?? []).filter(
    (account) => account.id && account.key !== accounts?.activeKey,
  );
  const otherCounts = useOtherUnread(others, notifications?.types);
  if (!accounts) return null;
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    action()
      .catch(setError)
      .finally(() => setBusy(false));
  };
  const count = (key: string) => (key === accounts.activeKey ? (notifications?.unseen ?? 0) : otherCounts[key]);

  return (
    <div className="account-switcher">
      <ul aria-label={t('accounts.list')}>
        {accounts.accounts.map((account) => {
          const active = account.key === accounts.activeKey;
          const unread = count(account.key) ?? 0;
          const handle = accountHandle(account);
          // The name holds what the row shows (WCAG 2.5.3; a custom emoji shows as an image), then the unread count.
          const name = `${visibleName(account) || account.acct} ${handle}`;
          return (
            <li key={account.key} className={active ? 'account-row active' : 'account-row'}>
              <button
                type="button"
                className="account-switch"
                aria-current={active ? 'true' : undefined}
                aria-label={
                  unread > 0 ? t('accounts.switch_unread', { name, count: unread }) : t('accounts.switch', { name })
                }
                data-account={account.acct}
                onClick={() => {
                  if (!active) {
                    accounts.switchTo(account.key);
                    onSwitch?.();
                  }
                }}
              >
                {account.avatar ? (
                  <img src={account.avatar} alt="" width={32} height={32} className="avatar" />
                ) : (
                  <span className="avatar account-avatar-blank" aria-hidden="true" />
                )}
                <span className="account-names">
                  <DisplayName user={account} className="account-name" />{' '}
                  <span className="account-acct" dir="ltr">
                    {handle}
                  </span>
                </span>{' '}
                {unread > 0 && (
                  <span className="badge" aria-hidden="true" data-testid="account-unread">
                    {unread}
                  </span>
                )}
              </button>
              <button
                type="button"
                className="link-button account-sign-out"
                disabled={busy}
                aria-label={t('accounts.sign_out_one', { name: handle })}
                onClick={() => run(() => accounts.signOutAccount(account.key))}
              >
                {t('accounts.sign_out')}
              </button>
            </li>
          );
        })}
      </ul>
      {error !== null && (
        <p role="alert" className="form-error">
          {errorText(error)}
        </p>
      )}
      <p className="account-actions">
        <Link to="/login?add=1" onClick={onSwitch}>
          {t('accounts.add')}
        </Link>
        {accounts.accounts.length > 1 && (
          <button type="button" className="link-button" disabled={busy} onClick={() => run(accounts.signOutAll)}>
            {t('accounts.sign_out_all')}
          </button>
        )}
      </p>
    </div>
  );
}
