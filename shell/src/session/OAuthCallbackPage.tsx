import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSessionActions } from './SessionProvider';
import { authStateMatches, takeAuthServer, takeAuthState } from './authState';
import { callbackErrorText } from './loginErrors';
import { SIGNED_IN_LANDING } from '../routing/landing';
import { takeReturnPath } from './returnTo';

type Outcome = 'signed-in' | 'no-app' | 'state-mismatch';

/** One exchange per code: a code is single-use, and React may run the effect twice. */
const attempts = new Map<string, Promise<Outcome>>();

/**
 * Route oauth-callback (spec §2, §4): the server's sign-in page sends the browser here with `code`;
 * an ellipsis shows while the code becomes a token, the user is verified, and friends opens.
 */
export function OAuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { completeServerSignIn } = useSessionActions();
  const [failure, setFailure] = useState<string | null>(null);
  const code = params.get('code');
  const state = params.get('state');
  const denied = params.get('error');
  const deniedReason = params.get('error_description') || denied;

  useEffect(() => {
    if (denied || !code) return;
    let active = true;
    let attempt = attempts.get(code);
    if (!attempt) {
      const server = takeAuthServer();
      attempt = authStateMatches(takeAuthState(), state)
        ? completeServerSignIn(code, server || undefined).then((ok): Outcome => (ok ? 'signed-in' : 'no-app'))
        : Promise.resolve<Outcome>('state-mismatch');
      attempts.set(code, attempt);
    }
    attempt.then(
      (outcome) => {
        if (!active) return;
        if (outcome === 'signed-in') navigate(takeReturnPath() ?? SIGNED_IN_LANDING, { replace: true });
        else setFailure(t(outcome === 'no-app' ? 'login.oauth_no_app' : 'login.oauth_state_mismatch'));
      },
      (error: unknown) => {
        if (active) setFailure(callbackErrorText(error, t));
      },
    );
    return () => {
      active = false;
    };
  }, [code, state, denied, completeServerSignIn, navigate, t]);

  const error = denied
    ? t('login.oauth_denied', { reason: deniedReason })
    : !code
      ? t('login.oauth_missing_code')
      : failure;
  return (
    <div className="panel oauth-callback">
      {error ? (
        <>
          <h1>{t('login.oauth_failed_title')}</h1>
          <p className="form-error" role="alert">
            {error}
          </p>
          <Link to="/login">{t('login.back_to_login')}</Link>
        </>
      ) : (
        <p role="status" aria-label={t('login.oauth_working')}>
          …
        </p>
      )}
    </div>
  );
}
