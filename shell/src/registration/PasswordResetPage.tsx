import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ApiError, useApiClient, useInstanceConfig, useSession } from '@fedi/shared';

type Result = 'sent' | 'too-many' | 'failed' | null;

/** Password reset (spec §2, §4): 204 → check your email; 429 → too many requests; other → generic error. */
export default function PasswordResetPage() {
  const { t } = useTranslation();
  const session = useSession();
  const client = useApiClient();
  const { config, loaded } = useInstanceConfig();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<Result>(null);
  const reset = useMutation({
    mutationFn: (address: string) => client.accounts.resetPassword(address),
    onSuccess: () => setResult('sent'),
    onError: (error) => setResult(error instanceof ApiError && error.status === 429 ? 'too-many' : 'failed'),
    onSettled: () => setEmail(''),
  });

  if (session.status === 'signed-in') return <Navigate to="/" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || reset.isPending) return;
    setResult(null);
    reset.mutate(email.trim());
  };

  return (
    <div className="panel password-reset-page">
      <h1>{t('password_reset.title')}</h1>
      {loaded && !config.mailerEnabled ? (
        <p role="alert">{t('password_reset.password_reset_disabled')}</p>
      ) : (
        <form className="form" onSubmit={submit}>
          <p>{t('password_reset.instruction')}</p>
          <label htmlFor={emailId}>{t('password_reset.email')}</label>
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
          <button type="submit" className="primary" disabled={reset.isPending}>
            {t('password_reset.submit')}
          </button>
        </form>
      )}
      {result === 'sent' && <p role="status">{t('password_reset.check_email')}</p>}
      {result === 'too-many' && (
        <div role="alert">
          <p>{t('password_reset.too_many_requests')}</p>
          <Link to="/">{t('password_reset.return_home')}</Link>
        </div>
      )}
      {result === 'failed' && <p role="alert">{t('general.generic_error')}</p>}
    </div>
  );
}
