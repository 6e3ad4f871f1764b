import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState, useApiClient, useErrorText, useSession } from '@fedi/shared';
import { mfaSettingsQuery } from '@fedi/shared/settings';
import { NS } from '../i18n';
import { Field, PasswordField } from '../forms/Field';
import { settingId } from '../modal/searchIndex';
import { QrCode } from './QrCode';
import { accountApi } from '@fedi/shared/account-api';

type Step = { name: 'idle' } | { name: 'scan'; key: string; uri: string } | { name: 'codes'; codes: string[] };

/**
 * Two-factor sign-in (spec §4): preset → scan a QR code → verify a code → enabled; the recovery codes are
 * shown once (after enabling, or when new ones are generated); disabling needs the password.
 */
export function TwoFactor() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const client = useApiClient();
  const session = useSession();
  const queryClient = useQueryClient();
  const settings = mfaSettingsQuery(client, session.user?.id);
  const query = useQuery(settings);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(t('security.mfa_error', { error: errorText(failure) }));
    } finally {
      setBusy(false);
    }
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: settings.queryKey });

  const start = () =>
    run(async () => {
      const setup = await accountApi(client).mfa.setupTotp();
      setCode('');
      setPassword('');
      setStep({ name: 'scan', key: setup.key, uri: setup.provisioning_uri });
    });
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      try {
        await accountApi(client).mfa.confirmTotp(password, code);
      } catch (failure) {
        setCode('');
        throw failure;
      }
      setPassword('');
      const codes = await accountApi(client).mfa.backupCodes();
      setStep({ name: 'codes', codes });
      await refresh();
    });
  };
  const newCodes = () =>
    run(async () => {
      setStep({ name: 'codes', codes: await accountApi(client).mfa.backupCodes() });
    });
  const disable = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await accountApi(client).mfa.disableTotp(password);
      setPassword('');
      setStep({ name: 'idle' });
      await refresh();
    });
  };

  const passwordField = (id: string) => (
    <PasswordField id={id} label={t('security.current_password')} value={password} onChange={setPassword} />
  );

  return (
    <section className="settings-section" aria-labelledby="settings-mfa-title">
      <h3 id="settings-mfa-title">{t('security.items.mfa')}</h3>
      <QueryState query={query} loadingLabel={t('security.mfa_loading')}>
        {step.name === 'codes' ? (
          <div className="mfa-codes">
            <p>{t('security.mfa_codes_once')}</p>
            <ul aria-label={t('security.mfa_codes')}>
              {step.codes.map((recovery) => (
                <li key={recovery}>
                  <code>{recovery}</code>
                </li>
              ))}
            </ul>
            <button type="button" onClick={() => setStep({ name: 'idle' })}>
              {t('security.mfa_codes_saved')}
            </button>
          </div>
        ) : step.name === 'scan' ? (
          <form onSubmit={confirm}>
            <p>{t('security.mfa_scan')}</p>
            <QrCode text={step.uri} label={t('security.mfa_qr')} />
            <p>
              {t('security.mfa_key')} <code data-testid="mfa-secret">{step.key}</code>
            </p>
            <Field
              short
              id="settings-mfa-code"
              label={t('security.mfa_code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(value) => setCode(value.trim())}
            />
            {passwordField('settings-mfa-confirm-password')}
            <button type="submit" className="primary" disabled={busy}>
              {t('security.mfa_verify')}
            </button>{' '}
            <button type="button" disabled={busy} onClick={() => setStep({ name: 'idle' })}>
              {t('security.mfa_cancel')}
            </button>
          </form>
        ) : query.data?.totp ? (
          <>
            <p role="status">{t('security.mfa_on')}</p>
            <button type="button" disabled={busy} onClick={() => void newCodes()}>
              {t('security.mfa_new_codes')}
            </button>
            <form onSubmit={disable}>
              {passwordField('settings-mfa-disable-password')}
              <button type="submit" disabled={busy}>
                {t('security.mfa_disable')}
              </button>
            </form>
          </>
        ) : (
          <>
            <p role="status">{t('security.mfa_off')}</p>
            <button id={settingId('mfa')} type="button" disabled={busy} onClick={() => void start()}>
              {t('security.mfa_setup')}
            </button>
          </>
        )}
      </QueryState>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </section>
  );
}
