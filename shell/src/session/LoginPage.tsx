import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useInstanceConfig, useSession } from '@fedi/shared';
import { useSessionActions } from './SessionProvider';
import { readOAuth } from './storage';
import { LoginError } from './oauth';
import { loginErrorText } from './loginErrors';
import { ServerSignIn } from './ServerSignIn';
import { serverBase } from './servers';
import { useServerSignInFirst } from './useServerSignInFirst';
import { useLandingPaths } from '../routing/landing';
import { LanguagePicker } from '../i18n/LanguagePicker';
import { MfaRequired } from './mfaRequired';
import { returnPath, type SessionEndedState } from './returnTo';
import { TwoFactorForm, type SecondFactor } from './TwoFactorForm';

/**
 * Sign-in panel (spec §2): the password form and the server's own sign-in page (authorization code).
 * Servers without a password grant (snac, or one that just refused it) get the server page first.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { signIn, verifySecondFactor } = useSessionActions();
  const navigate = useNavigate();
  const landing = useLandingPaths();
  // Sent here because the server ended the session (SessionEndRedirect): say so, and go back afterwards.
  const ended = useLocation().state as Partial<SessionEndedState> | null;
  const from = returnPath(ended?.from);
  const { config } = useInstanceConfig();
  const [secondFactor, setSecondFactor] = useState<{ mfaToken: string; strategy: SecondFactor } | null>(null);
  // Another server than the app's own (typed in "Sign in on another server"): applied when the field is
  // left, so its capabilities are asked once per address, not per keystroke.
  const [serverText, setServerText] = useState('');
  const [serverInput, setServerInput] = useState('');
  const server = serverBase(serverInput);
  const otherServer = server ? server : undefined;
  const serverFirst = useServerSignInFirst(server ?? '');
  const [noPasswordGrant, setNoPasswordGrant] = useState(false);
  // `?add=1`: another account signs in beside the signed-in one (the account switcher's "Add an account").
  const [searchParams] = useSearchParams();
  const adding = searchParams.has('add') && session.status === 'signed-in';
  // The last name used is offered to sign in again, not when adding another account.
  const [username, setUsername] = useState(() => (searchParams.has('add') ? '' : (readOAuth().lastLoginName ?? '')));
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);

  if (session.status === 'signed-in' && (!adding || added)) return <Navigate to={from ?? landing.signedIn} replace />;
  const title = adding ? t('accounts.add') : t('login.title');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The field may still hold what was typed last (Enter in it submits before it is left).
    const typed = serverBase(serverText);
    setServerInput(serverText);
    if (typed === null) return;
    setBusy(true);
    setError(null);
    try {
      await signIn(username.trim(), password, typed || undefined);
      if (adding) {
        setAdded(true);
        navigate(landing.signedIn);
      }
    } catch (failure) {
      if (failure instanceof MfaRequired) {
        setSecondFactor({ mfaToken: failure.mfaToken, strategy: 'totp' });
        return;
      }
      if (failure instanceof LoginError && failure.identifier === 'password_reset_required') {
        navigate('/password-reset');
        return;
      }
      if (failure instanceof LoginError && failure.kind === 'unsupported') setNoPasswordGrant(true);
      setError(loginErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  if (secondFactor) {
    return (
      <div className="panel login-page">
        <h1>{title}</h1>
        <TwoFactorForm
          strategy={secondFactor.strategy}
          onVerify={async (code) => {
            try {
              await verifySecondFactor(
                secondFactor.mfaToken,
                code,
                secondFactor.strategy,
                username.trim(),
                otherServer,
              );
              if (adding) navigate(landing.signedIn);
            } catch (failure) {
              throw new Error(loginErrorText(failure, t), { cause: failure });
            }
          }}
          onSwitch={(strategy) => setSecondFactor({ ...secondFactor, strategy })}
          onCancel={() => {
            setSecondFactor(null);
            setPassword('');
          }}
        />
      </div>
    );
  }

  const lead = serverFirst || noPasswordGrant;
  const serverPage = server === null ? null : <ServerSignIn lead={lead} returnTo={from} server={otherServer} />;
  return (
    <div className="panel login-page form">
      <h1>{title}</h1>
      {ended?.sessionEnded && (
        <p className="form-error" role="alert">
          {t('login.session_ended')}
        </p>
      )}
      <details className="other-server" open={serverText !== '' || undefined}>
        <summary>{t('login.other_server')}</summary>
        <label>
          {t('login.server_address')}
          <input
            name="server"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="example.social"
            value={serverText}
            aria-invalid={server === null}
            aria-describedby={server === null ? 'login-server-invalid' : undefined}
            onChange={(e) => setServerText(e.target.value)}
            onBlur={() => setServerInput(serverText)}
          />
        </label>
        {server === null && (
          <p className="form-error" role="alert" id="login-server-invalid">
            {t('login.server_invalid')}
          </p>
        )}
      </details>
      {lead && serverPage}
      <form onSubmit={submit} className="form">
        <label>
          {t('login.username')}
          <input
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
        </label>
        <label>
          {t('login.password')}
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
        <p className="form-links">
          <Link to="/password-reset">{t('login.forgot_password')}</Link>
          {config.registrationOpen && <Link to="/registration">{t('login.register')}</Link>}
        </p>
      </form>
      {!lead && serverPage}
      <LanguagePicker />
    </div>
  );
}
