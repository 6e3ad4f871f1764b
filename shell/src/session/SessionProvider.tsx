import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  ApiError,
  browserServiceWorker,
  closeSessionStreamingHubs,
  createApiClient,
  desktopAlertsEnabled,
  endWebPush,
  SessionContext,
  useAccount,
  useBus,
  type ApiClient,
  type Session,
  type SessionUser,
} from '@fedi/shared';
import { createAuthState } from './authState';
import { toSessionUser } from './sessionUser';
import { readOAuth, storageAvailable, writeOAuth } from './storage';
import type { SecondFactor } from './TwoFactorForm';
import { clearUserData } from './clearUserData';

interface SessionActions {
  /** The shared API client on the session's server, reading the current token. */
  client: ApiClient;
  signIn(username: string, password: string): Promise<void>;
  /** Registers the app if needed and sends the browser to the server's own sign-in page. */
  startServerSignIn(): Promise<void>;
  /** The oauth-callback step: code → token → verified user. False when this browser registered no app. */
  completeServerSignIn(code: string): Promise<boolean>;
  /** Signs in with a token the server handed out another way (registration answers one). */
  adoptToken(accessToken: string): Promise<void>;
  /** The second step of a two-factor login (spec §4 strategies totp and recovery). */
  verifySecondFactor(mfaToken: string, code: string, type: SecondFactor, loginName: string): Promise<void>;
  /** The server refused this token (a 401): the session ends without a revoke (every API client calls it). */
  tokenRefused(token: string): void;
  /** Set when the session ended by a refused token, until `sessionEndShown()` (SessionEndRedirect). */
  sessionEnded: boolean;
  sessionEndShown(): void;
}

/** The token in use and whether the server accepted it, read by the API clients' 401 callback. */
class SessionLiveState {
  private accepted = false;
  constructor(private token: string | null) {}
  /** A new token in use; `accepted` when the server just verified it. */
  use(token: string | null, accepted: boolean): void {
    this.token = token;
    this.accepted = accepted;
  }
  accept(): void {
    this.accepted = true;
  }
  isCurrent(token: string | null): boolean {
    return token !== null && token === this.token;
  }
  wasAccepted(): boolean {
    return this.accepted;
  }
}

const SessionActionsContext = createContext<SessionActions | null>(null);

/** The token calls (sign-in, second factor, server sign-in, revoke) are a chunk fetched when one is made. */
const oauthCalls = () => import(/* webpackChunkName: "oauth-calls" */ './oauth');
const mfaCalls = () => import(/* webpackChunkName: "oauth-calls" */ './mfa');

export function useSessionActions(): SessionActions {
  const actions = useContext(SessionActionsContext);
  if (!actions) throw new Error('useSessionActions() outside SessionProvider');
  return actions;
}

/** Owns the login: restores a stored token, signs in (password or the server's page), signs out (revoking the token). */
export function SessionProvider({ baseUrl, children }: { baseUrl: string; children: ReactNode }) {
  const bus = useBus();
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => readOAuth().token ?? null);
  const [user, setUser] = useState<SessionUser | null>(null);
  const [status, setStatus] = useState<Session['status']>(token ? 'loading' : 'anonymous');
  const [sessionEnded, setSessionEnded] = useState(false);
  // Read by the API clients' 401 callback, outside render: `token`, the one in use right now (a 401
  // for any other, an earlier session's late answer, changes nothing); `accepted`, whether the server
  // accepted it this visit (a stored token refused before that ends quietly, as a failed
  // verify_credentials does; one refused later ends the session with the message).
  const [live] = useState(() => new SessionLiveState(token));

  /**
   * A 401 on a call that carried the session's token: it expired or was revoked. The session ends as a
   * sign-out does (sockets closed, so polling and streaming stop; the user's cache cleared), without the
   * revoke and push calls a dead token cannot make. Drafts stay in localStorage (composer and chat keep
   * them per user). Once only, however many calls were refused.
   */
  const tokenRefused = useCallback(
    (refused: string) => {
      if (!live.isCurrent(refused)) return;
      const shown = live.wasAccepted();
      live.use(null, false);
      closeSessionStreamingHubs();
      writeOAuth({ token: undefined });
      setToken(null);
      setUser(null);
      setStatus('anonymous');
      setSessionEnded(shown);
      clearUserData(queryClient);
      bus.emit('session:changed', null);
    },
    [bus, queryClient, live],
  );
  const client = useMemo(
    () => createApiClient({ baseUrl, getToken: () => token, onUnauthorized: tokenRefused }),
    [baseUrl, token, tokenRefused],
  );

  const verify = useCallback(
    async (candidate: string) =>
      toSessionUser(await createApiClient({ baseUrl, getToken: () => candidate }).oauth.verifyCredentials()),
    [baseUrl],
  );

  useEffect(() => {
    if (!storageAvailable()) bus.emit('notice:show', { level: 'error', messageKey: 'errors.storage_unavailable' });
  }, [bus]);

  useEffect(() => {
    const stored = readOAuth().token;
    if (!stored) return;
    let cancelled = false;
    verify(stored)
      .then((verified) => {
        // Cancelled, or a call refused the token meanwhile (tokenRefused).
        if (cancelled || !live.isCurrent(stored)) return;
        live.accept();
        setUser(verified);
        setStatus('signed-in');
        bus.emit('session:changed', verified.id);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // A refused token is gone for good; one the server could not check now is tried again next visit.
        if (error instanceof ApiError && (error.status === 401 || error.status === 403))
          writeOAuth({ token: undefined });
        live.use(null, false);
        setToken(null);
        setStatus('anonymous');
      });
    return () => {
      cancelled = true;
    };
  }, [verify, bus, live]);

  /** Spec §4: success stores the token and loads the user. */
  const finishSignIn = useCallback(
    async (accessToken: string, loginName?: string) => {
      const verified = await verify(accessToken);
      if (!writeOAuth({ token: accessToken, lastLoginName: loginName ?? verified.acct })) {
        bus.emit('notice:show', { level: 'error', messageKey: 'errors.storage_unavailable' });
      }
      setToken(accessToken);
      live.use(accessToken, true);
      setUser(verified);
      setStatus('signed-in');
      setSessionEnded(false);
      clearUserData(queryClient);
      bus.emit('session:changed', verified.id);
    },
    [verify, bus, queryClient, live],
  );

  const signIn = useCallback(
    async (username: string, password: string) =>
      finishSignIn(await (await oauthCalls()).passwordGrant(client, username, password), username),
    [client, finishSignIn],
  );

  const verifySecondFactor = useCallback(
    async (mfaToken: string, code: string, type: SecondFactor, loginName: string) =>
      finishSignIn(await (await mfaCalls()).mfaChallenge(client, mfaToken, code, type), loginName),
    [client, finishSignIn],
  );

  const startServerSignIn = useCallback(async () => {
    window.location.assign(await (await oauthCalls()).authorizeUrl(client, createAuthState()));
  }, [client]);

  const completeServerSignIn = useCallback(
    async (code: string) => {
      const accessToken = await (await oauthCalls()).codeGrant(client, code);
      if (!accessToken) return false;
      await finishSignIn(accessToken);
      return true;
    },
    [client, finishSignIn],
  );

  const signOut = useCallback(async () => {
    // A 401 to the calls below (push, revoke) is no news: the person is leaving.
    live.use(null, false);
    // Web push ends while the token still works (spec §7 DELETE /api/v1/push/subscription; only logged).
    if (token)
      await endWebPush({
        push: client.push,
        serviceWorker: browserServiceWorker(),
        wasEnabled: desktopAlertsEnabled(),
      });
    // Sockets close before the revoke: servers close a revoked token's sockets (Pleroma/Akkoma, the dev
    // instance), which would otherwise read as a broken connection and raise a notice.
    closeSessionStreamingHubs();
    if (token) {
      await oauthCalls()
        .then(({ revokeToken }) => revokeToken(client, token))
        .catch((error: unknown) => console.warn('Token revoke failed', error));
    }
    writeOAuth({ token: undefined });
    // What the service worker kept of this account (its reads, the images) goes too.
    if (token)
      await import(/* webpackChunkName: "pwa" */ '../app/pwa/offlineCache')
        .then(({ clearAccountCache }) => clearAccountCache(baseUrl, token))
        .catch((error: unknown) => console.warn('Clearing the offline cache failed', error));
    setToken(null);
    setUser(null);
    setStatus('anonymous');
    clearUserData(queryClient);
    bus.emit('session:changed', null);
  }, [client, token, bus, queryClient, live, baseUrl]);

  // The own account in the entity cache is the newest copy: a profile save (settings) or any fetch that
  // carries it updates the name and avatar everyone shows from the session, without a reload. (Read only:
  // no API client is provided above the session, so nothing is fetched from here.)
  const cached = useAccount(user?.id);
  const current = useMemo<SessionUser | null>(
    () =>
      user && cached
        ? { ...user, display_name: cached.display_name, emojis: cached.emojis, avatar: cached.avatar ?? '' }
        : user,
    [user, cached],
  );
  const session = useMemo<Session>(
    () => ({ status, user: current, token, baseUrl, signOut }),
    [status, current, token, baseUrl, signOut],
  );
  const sessionEndShown = useCallback(() => setSessionEnded(false), []);
  const actions = useMemo(
    () => ({
      client,
      signIn,
      startServerSignIn,
      completeServerSignIn,
      adoptToken: (accessToken: string) => finishSignIn(accessToken),
      verifySecondFactor,
      tokenRefused,
      sessionEnded,
      sessionEndShown,
    }),
    [
      client,
      signIn,
      startServerSignIn,
      completeServerSignIn,
      finishSignIn,
      verifySecondFactor,
      tokenRefused,
      sessionEnded,
      sessionEndShown,
    ],
  );
  return (
    <SessionContext.Provider value={session}>
      <SessionActionsContext.Provider value={actions}>{children}</SessionActionsContext.Provider>
    </SessionContext.Provider>
  );
}
