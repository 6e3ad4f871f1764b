import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useApiClient, useBus, useErrorText, useSession } from '@fedi/shared';
import { NS } from '../i18n';
import { Field, PasswordField } from '../forms/Field';
import { settingId } from '../modal/searchIndex';
import { checkPleromaResult } from './pleromaResult';
import { accountApi } from '@fedi/shared/account-api';

type Kind = 'disable' | 'delete';

/**
 * Disable the account (POST /api/pleroma/disable_account) or delete it (POST /api/pleroma/delete_account),
 * each with the password; deleting also asks to type the account's name (spec §5 typed confirmation), and
 * disabling asks once more in a dialog. After success the token no longer works: the session ends at once
 * (no logout confirm) and the modal closes. A failure says why and keeps what was typed.
 */
export function CloseAccount({ onDone }: { onDone(): void }) {
  return (
    <>
      <CloseAccountForm kind="disable" onDone={onDone} />
      <CloseAccountForm kind="delete" onDone={onDone} />
    </>
  );
}

function CloseAccountForm({ kind, onDone }: { kind: Kind; onDone(): void }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const client = useApiClient();
  const session = useSession();
  const bus = useBus();
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = session.user?.acct ?? '';
  const confirmed = kind === 'disable' || typed.trim().replace(/^@/, '') === name;

  const send = async () => {
    setAsking(false);
    setBusy(true);
    setError(null);
    try {
      const api = accountApi(client).accountSettings;
      checkPleromaResult(kind === 'delete' ? await api.deleteAccount(password) : await api.disableAccount(password));
    } catch (failure) {
      setError(t(`security.${kind}_error`, { error: errorText(failure) }));
      setBusy(false);
      return;
    }
    onDone();
    bus.emit('session:logout', { confirm: false });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    if (kind === 'disable') setAsking(true);
    else void send();
  };

  const titleId = `settings-${kind}-account-title`;
  return (
    <form className="settings-section" aria-labelledby={titleId} onSubmit={submit}>
      <h3 id={titleId}>{t(`security.items.${kind}_account`)}</h3>
      <p className="settings-hint">{t(`security.${kind}_hint`)}</p>
      {kind === 'delete' && (
        <Field
          short
          id={settingId('delete_account')}
          label={t('security.delete_type', { name })}
          autoComplete="off"
          spellCheck={false}
          required
          value={typed}
          onChange={setTyped}
        />
      )}
      <PasswordField
        id={kind === 'disable' ? settingId('disable_account') : 'settings-delete-password'}
        label={t('security.current_password')}
        value={password}
        onChange={setPassword}
      />
      <button type="submit" className="danger" disabled={busy || !confirmed}>
        {t(`security.${kind}`)}
      </button>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={t('security.disable_confirm_title')}
          confirmLabel={t('security.disable')}
          cancelLabel={t('security.mfa_cancel')}
          onConfirm={() => void send()}
          onCancel={() => setAsking(false)}
        >
          <p>{t('security.disable_confirm')}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
