import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@fedi/shared';
import { NS } from '../i18n';
import { Field, PasswordField } from '../forms/Field';
import { useFormAction } from '../forms/useFormAction';
import { settingId } from '../modal/searchIndex';
import { SaveNoticeView } from '../profile/SaveNoticeView';
import { checkPleromaResult } from './pleromaResult';
import { accountApi } from '@fedi/shared/account-api';

/**
 * Move this account to another one (POST /api/pleroma/move_account: target and password). The target must
 * name this account as its alias first; followers are moved by the server. What was typed stays on failure.
 */
export function MoveAccount() {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const [target, setTarget] = useState('');
  const [password, setPassword] = useState('');
  const { busy, notice, submit } = useFormAction('security.move_error', async () => {
    checkPleromaResult(await accountApi(client).accountSettings.moveAccount(password, target.trim().replace(/^@/, '')));
    setPassword('');
  });
  return (
    <form className="settings-section" aria-labelledby="settings-move-title" onSubmit={submit}>
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
