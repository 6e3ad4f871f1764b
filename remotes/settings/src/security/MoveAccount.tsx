import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient, useErrorText } from '@fedi/shared';
import { NS } from '../i18n';
import { Field, PasswordField } from '../forms/Field';
import { settingId } from '../modal/searchIndex';
import { SaveNoticeView } from '../profile/SaveNoticeView';
import { useSaveNotice } from '../profile/useSaveNotice';
import { checkPleromaResult } from './pleromaResult';

/**
 * Move this account to another one (POST /api/pleroma/move_account: target and password). The target must
 * name this account as its alias first; followers are moved by the server. What was typed stays on failure.
 */
export function MoveAccount() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const client = useApiClient();
  const [target, setTarget] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useSaveNotice();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      checkPleromaResult(await client.accountSettings.moveAccount(password, target.trim().replace(/^@/, '')));
      setPassword('');
      setNotice({ kind: 'ok' });
    } catch (error) {
      setNotice({ kind: 'error', message: t('security.move_error', { error: errorText(error) }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="settings-section" aria-labelledby="settings-move-title" onSubmit={(event) => void submit(event)}>
      <h3 id="settings-move-title">{t('security.items.move_account')}</h3>
      <p className="settings-hint">{t('security.move_hint')}</p>
      <Field
        short
        id={settingId('move_account')}
        label={t('security.move_target')}
        autoComplete="off"
        spellCheck={false}
        placeholder="name@example.org"
        required
        value={target}
        onChange={setTarget}
      />
      <PasswordField
        id="settings-move-password"
        label={t('security.current_password')}
        value={password}
        onChange={setPassword}
      />
      <button type="submit" disabled={busy}>
        {t('security.move')}
      </button>
      <SaveNoticeView notice={notice} okText={t('security.move_ok')} />
    </form>
  );
}
