import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type SecondFactor = 'totp' | 'recovery';

interface TwoFactorFormProps {
  strategy: SecondFactor;
  /** Resolves when signed in; rejects with the text to show. */
  onVerify(code: string): Promise<void>;
  onSwitch(next: SecondFactor): void;
  onCancel(): void;
}

/**
 * Spec §2 two-factor and recovery-code forms: the code, a link to the other form, cancel and verify.
 * A failure shows the error and clears the code (spec §8).
 */
export function TwoFactorForm({ strategy, onVerify, onSwitch, onCancel }: TwoFactorFormProps) {
  const { t } = useTranslation();
  const codeId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const totp = strategy === 'totp';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onVerify(code.trim());
    } catch (failure) {
      setError((failure as Error).message);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form two-factor" onSubmit={submit}>
      <h2>{totp ? t('login.two_factor_title') : t('login.recovery_title')}</h2>
      <label htmlFor={codeId}>{totp ? t('login.authentication_code') : t('login.recovery_code')}</label>
      <input
        id={codeId}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode={totp ? 'numeric' : 'text'}
        // The form appears because the user just asked to sign in: the code is what they type next.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        required
      />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-links">
        <button type="button" className="link-button" onClick={() => onSwitch(totp ? 'recovery' : 'totp')}>
          {totp ? t('login.use_recovery_code') : t('login.use_authentication_code')}
        </button>
        <button type="button" className="link-button" onClick={onCancel}>
          {t('login.cancel')}
        </button>
      </div>
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t('login.verifying') : t('login.verify')}
      </button>
    </form>
  );
}
