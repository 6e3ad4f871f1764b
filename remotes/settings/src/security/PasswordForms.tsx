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

/** Change password (current, new, confirmation); what was typed stays when it fails. */
export function ChangePassword() {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, notice, submit } = useFormAction('security.password_error', async () => {
    checkPleromaResult(await accountApi(client).accountSettings.changePassword(current, next, confirm));
    setCurrent('');
    setNext('');
    setConfirm('');
  });
  return (
    <form className="settings-section" aria-labelledby="settings-password-title" onSubmit={submit}>
      <h3 id="settings-password-title">{t('security.items.change_password')}</h3>
      <PasswordField
        id={settingId('change_password')}
        label={t('security.current_password')}
        value={current}
        onChange={setCurrent}
      />
      <Field
        id="settings-new-password"
        label={t('security.new_password')}
        type="password"
        autoComplete="new-password"
        required
        value={next}
        onChange={setNext}
      />
      <Field
        id="settings-confirm-password"
        label={t('security.confirm_password')}
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={setConfirm}
      />
      <button type="submit" disabled={busy}>
        {t('security.change_password')}
      </button>
      <SaveNoticeView notice={notice} okText={t('security.password_ok')} />
    </form>
  );
}

/** Change e-mail (new address and the password). */
export function ChangeEmail() {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, notice, submit } = useFormAction('security.email_error', async () => {
    checkPleromaResult(await accountApi(client).accountSettings.changeEmail(email, password));
    setPassword('');
  });
  return (
    <form className="settings-section" aria-labelledby="settings-email-title" onSubmit={submit}>
      <h3 id="settings-email-title">{t('security.items.change_email')}</h3>
      <Field
        id={settingId('change_email')}
        label={t('security.new_email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={setEmail}
      />
      <PasswordField
        id="settings-email-password"
        label={t('security.current_password')}
        value={password}
        onChange={setPassword}
      />
      <button type="submit" disabled={busy}>
        {t('security.change_email')}
      </button>
      <SaveNoticeView notice={notice} okText={t('security.email_ok')} />
    </form>
  );
}
