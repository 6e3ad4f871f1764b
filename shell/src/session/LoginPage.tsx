import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ApiError, NetworkError, serverErrorText, useSession } from '@fedi/shared';
import { useSessionActions } from './SessionProvider';
import { readOAuth } from './storage';
import { SIGNED_IN_LANDING } from '../routing/landing';

function loginErrorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof NetworkError) return t('login.connection_failed');
  if (error instanceof ApiError) {
    if (error.status === 401) return t('login.wrong_credentials');
    return serverErrorText(error.body) ?? t('login.generic_error');
  }
  return t('login.generic_error');
}

/** Password sign-in (spec §2 sign-in panel). Two-factor and OAuth redirect come with the session issue. */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { signIn } = useSessionActions();
  const [username, setUsername] = useState(() => readOAuth().lastLoginName ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session.status === 'signed-in') return <Navigate to={SIGNED_IN_LANDING} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(username.trim(), password);
    } catch (failure) {
      setError(loginErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="panel login-page">
      <h1>{t('login.title')}</h1>
      <form onSubmit={submit} className="form">
        <label>
          {t('login.username')}
          <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
        </label>
        <label>
          {t('login.password')}
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </div>
  );
}
