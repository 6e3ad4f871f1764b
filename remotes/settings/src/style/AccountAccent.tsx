import { useTranslation } from 'react-i18next';
import { useActiveAccount } from '@fedi/shared';
import { NS } from '../i18n';
import { settingId } from '../modal/searchIndex';

/**
 * The signed-in account's own accent colour (issue 15: with several accounts it is plain which one is in
 * use): kept with the account in this browser, over whatever theme is chosen; cleared back to the theme's.
 */
export function AccountAccent() {
  const { t } = useTranslation(NS);
  const active = useActiveAccount();
  if (!active) return null;
  const { account, accounts } = active;
  const id = settingId('account_accent');
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('style.account_accent')}</h3>
      <p className="settings-hint" id={`${id}-hint`}>
        {t('style.account_accent_hint', { name: `@${account.acct}` })}
      </p>
      <div className="setting style-actions">
        <label htmlFor={id}>{t('style.account_accent')}</label>{' '}
        <input
          id={id}
          type="color"
          aria-describedby={`${id}-hint`}
          value={account.accent ?? '#000000'}
          onChange={(event) => accounts.setAccent(account.key, event.target.value)}
        />{' '}
        {account.accent && (
          <button type="button" onClick={() => accounts.setAccent(account.key, null)}>
            {t('style.account_accent_reset')}
          </button>
        )}
      </div>
    </section>
  );
}
