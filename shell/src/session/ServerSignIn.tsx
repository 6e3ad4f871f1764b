import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionActions } from './SessionProvider';
import { loginErrorText } from './loginErrors';
import { rememberReturnPath } from './returnTo';

/**
 * The authorization-code sign-in: one button that leaves for the server's own sign-in page. `returnTo`:
 * the page the OAuth callback opens afterwards (a session that ended under the reader), else friends.
 */
export function ServerSignIn({
  lead,
  returnTo = null,
  server,
}: {
  lead: boolean;
  returnTo?: string | null;
  /** The server to sign in on (a base URL from `serverBase`); the app's own when undefined. */
  server?: string;
}) {
  const { t } = useTranslation();
  const { startServerSignIn } = useSessionActions();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      rememberReturnPath(returnTo);
      await startServerSignIn(server);
    } catch (failure) {
      setError(loginErrorText(failure, t));
      setBusy(false);
    }
  };

  return (
    <section className="server-sign-in" aria-labelledby="server-sign-in-title">
      <h2 id="server-sign-in-title">{t('login.server_title')}</h2>
      <p>{lead ? t('login.server_hint_required') : t('login.server_hint')}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className={lead ? 'primary' : undefined} onClick={() => void start()} disabled={busy}>
        {busy ? t('login.server_redirecting') : t('login.server_submit')}
      </button>
    </section>
  );
}
