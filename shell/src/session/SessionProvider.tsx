import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  ApiError,
  closeSessionStreamingHubs,
  createApiClient,
  SessionContext,
  useAccount,
  useBus,
  type ApiClient,
  type Session,
  type SessionUser,
} from '@fedi/shared';
import { createAuthState } from './authState';
import { toSessionUser } from './sessionUser';
import { storageAvailable, writeOAuth } from './storage';
import { accountKey, storedUser, updateAccount, useAccountStoreContext } from './accountStore';
import type { SecondFactor } from './TwoFactorForm';
import { clearUserData } from './clearUserData';

interface SessionActions {
  /** The shared API client on the session's server, reading the current token. */
  client: ApiClient;
  /**
   * The sign-in calls below go to `server` (a base URL from `serverBase`: `''` is the app's own server,
   * the default): an account of another server is added with that server's own app registration.
   */
  signIn(username: string, password: string, server?: string): Promise<void>;
  /** Registers the app if needed and sends the browser to the server's own sign-in page. */
  startServerSignIn(server?: string): Promise<void>;
  /** The oauth-callback step: code → token → verified user. False when this browser registered no app. */
  completeServerSignIn(code: string, server?: string): Promise<boolean>;
  /** Signs in with a token the server handed out another way (registration answers one). */
  adoptToken(accessToken: string): Promise<void>;
  /** The second step of a two-factor login (spec §4 strategies totp and recovery). */
  verifySecondFactor(
    mfaToken: string,
    code: string,
    type: SecondFactor,
    loginName: string,
    server?: string,
  ): Promise<void>;
  /** The server refused this token (a 401): the session ends without a revoke (every API client calls it). */
  tokenRefused(token: string): void;
  /** Set when the session ended by a refused token, until `sessionEndShown()` (SessionEndRedirect). */
  sessionEnded: boolean;
  sessionEndShown(): void;
}

/** The token in use (the active account's) and whether the server accepted it this visit. */
class LiveToken {
  key: string | null = null;
  token: string | null = null;
  accepted = false;
  set(key: string | null, token: string | null, accepted: boolean): void {
    this.key = key;
    this.token = token;
    this.accepted = accepted;
  }
}

const SessionActionsContext = createContext<SessionActions | null>(null);

/** The token calls (sign-in, second factor, server sign-in, revoke) are a chunk fetched when one is made. */
const oauthCalls = () => import(/* webpackChunkName: "oauth-calls" */ './oauth');
const mfaCalls = () => import(/* webpackChunkName: "oauth-calls" */ './mfa');
const edits = () => import(/* webpackChunkName: "oauth-calls" */ './accountEdits');

export function useSessionActions(): SessionActions {
  const actions = useContext(SessionActionsContext);
  if (!actions) throw new Error('useSessionActions() outside SessionProvider');
  return actions;
}

/**
 * Owns the login of the active account (the account store's, `accountStore.ts`): verifies its stored
 * token, signs in (password, second factor or the server's page; an added account becomes the active
 * one), signs it out (revoking the token). Rendered again for each account by `AccountsProvider`.
 */
export function SessionProvider({ baseUrl, children }: { baseUrl: string; children: ReactNode }) {
  const bus = useBus();
  const queryClient = useQueryClient();
  const { store, dropCache } = useAccountStoreContext();
  const active = useSyncExternalStore(store.subscribe, () => store.getSnapshot().active);
  const activeKey = active?.key ?? null;
  const token = active?.token ?? null;
  /** The active account's server; a sign-in goes to the app's own. */
  const accountBase = active ? active.baseUrl : baseUrl;
  const [verified, setVerified] = useState<{ key: string; user: SessionUser } | null>(() =>
    active && store.isVerified(active.key) ? { key: active.key, user: storedUser(active) } : null,
  );
  /**
   * A stored token the server could not check now (offline, a server error): the session goes on as the
   * stored account (its cached reads, the offline notice) and is checked again when the browser is back
   * online. Only a refused token (401/403) ends it. A login stored before the account list (no user yet)
   * has nothing to show: signed out meanwhile, kept for the next visit.
   */
  const [unverifiable, setUnverifiable] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const known = useMemo(() => (active && store.isVerified(active.key) ? storedUser(active) : null), [active, store]);
  const unchecked = useMemo(
    () => (active && unverifiable === active.key && active.id ? storedUser(active) : null),
    [active, unverifiable],
  );
  const user = verified && verified.key === activeKey ? verified.user : (known ?? unchecked);
  const status: Session['status'] =
    !active || (unverifiable === activeKey && !unchecked) ? 'anonymous' : user ? 'signed-in' : 'loading';
  const sessionToken = status === 'anonymous' ? null : token;
  const sessionEnded = useSyncExternalStore(store.subscribe, () => Boolean(store.getSnapshot().sessionEnded));
  // Read by the API clients' 401 callback, outside render: the token in use right now (a 401 for any
  // other, an earlier session's late answer, changes nothing) and whether the server accepted it this
  // visit (a stored token refused before that ends quietly, as a failed verify_credentials does).
  const [live] = useState(() => new LiveToken());
  useEffect(() => {
    live.set(activeKey, sessionToken, status === 'signed-in');
  }, [live, activeKey, sessionToken, status]);

  /** Sign-in calls go to the chosen server (the app's own by default) without any account's token. */
  const signInClient = useCallback(
    (server: string | undefined) => createApiClient({ baseUrl: server ?? baseUrl, getToken: () => null }),
    [baseUrl],
  );

  const verify = useCallback(
    async (candidate: string, server: string) =>
      toSessionUser(await createApiClient({ baseUrl: server, getToken: () => candidate }).accounts.verifyCredentials()),
    [],
  );

  useEffect(() => {
    if (!storageAvailable()) bus.emit('notice:show', { level: 'error', messageKey: 'errors.storage_unavailable' });
  }, [bus]);

  /** Forgets an account and its cache (sign-out, or a token the server refused). */
  const forget = useCallback(
    (key: string) => {
      void edits().then(({ removeAccount }) => {
        removeAccount(store, key);
        if (dropCache) dropCache(key);
        else clearUserData(queryClient);
      });
    },
    [store, dropCache, queryClient],
  );

  /**
   * A 401 on a call that carried the session's token: it expired or was revoked. The session ends as a
   * sign-out does (sockets closed, so polling and streaming stop; the account and its cache forgotten),
   * without the revoke and push calls a dead token cannot make. Drafts stay in localStorage (composer and
   * chat keep them per user). Once only, however many calls were refused.
   */
  const tokenRefused = useCallback(
    (refused: string) => {
      const { key, token: current, accepted } = live;
      if (key === null || current === null || refused !== current) return;
      live.set(null, null, false);
      closeSessionStreamingHubs();
      store.setSessionEnded(accepted);
      bus.emit('session:changed', null);
      forget(key);
    },
    [live, bus, forget, store],
  );
  const client = useMemo(
    () => createApiClient({ baseUrl: accountBase, getToken: () => sessionToken, onUnauthorized: tokenRefused }),
    [accountBase, sessionToken, tokenRefused],
  );

  useEffect(() => {
    if (!active || verified?.key === active.key || store.isVerified(active.key)) return;
    let cancelled = false;
    verify(active.token, active.baseUrl)
      .then((fresh) => {
        if (cancelled) return;
        const key = accountKey(active.baseUrl, fresh.id);
        store.markVerified(key);
        setVerified({ key, user: fresh });
        // A login stored before the account list gets its key here (the provider then renders it anew).
        updateAccount(store, active.key, active.baseUrl, fresh);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // A refused token is gone for good; one the server could not check now is tried again next visit.
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) forget(active.key);
        else setUnverifiable(active.key);
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one check per active account (and per retry)
  }, [activeKey, verify, store, attempt]);

  // A token that could not be checked is checked again once the browser is back online.
  const waiting = unverifiable !== null && unverifiable === activeKey;
  useEffect(() => {
    if (!waiting) return undefined;
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [waiting]);

  // Every account the session moves to (a sign-in, a switch, a verified stored token) is announced once.
  const userId = status === 'signed-in' ? (user?.id ?? null) : null;
  useEffect(() => {
    if (userId) bus.emit('session:changed', userId);
  }, [userId, activeKey, bus]);

  /** Spec §4: success stores the token and loads the user; a second account is added beside the first. */
  const finishSignIn = useCallback(
    async (accessToken: string, loginName?: string, server = baseUrl) => {
      const fresh = await verify(accessToken, server);
      const wasSignedIn = status === 'signed-in';
      const key = accountKey(server, fresh.id);
      store.markVerified(key);
      setVerified({ key, user: fresh });
      setUnverifiable(null);
      store.setSessionEnded(false);
      const { addAccount } = await edits();
      if (!addAccount(store, server, accessToken, fresh) || !writeOAuth({ lastLoginName: loginName ?? fresh.acct })) {
        bus.emit('notice:show', { level: 'error', messageKey: 'errors.storage_unavailable' });
      }
      // The visitor's cache holds nothing of a person; an account added beside another keeps its own.
      if (!wasSignedIn) clearUserData(queryClient);
    },
    [verify, baseUrl, status, store, bus, queryClient],
  );

  const signIn = useCallback(
    async (username: string, password: string, server?: string) =>
      finishSignIn(
        await (await oauthCalls()).passwordGrant(signInClient(server), username, password),
        username,
        server,
      ),
    [signInClient, finishSignIn],
  );

  const verifySecondFactor = useCallback(
    async (mfaToken: string, code: string, type: SecondFactor, loginName: string, server?: string) =>
      finishSignIn(
        await (await mfaCalls()).mfaChallenge(signInClient(server), mfaToken, code, type),
        loginName,
        server,
      ),
    [signInClient, finishSignIn],
  );

  const startServerSignIn = useCallback(
    async (server?: string) => {
      const state = createAuthState(server ?? baseUrl);
      window.location.assign(await (await oauthCalls()).authorizeUrl(signInClient(server), state));
    },
    [signInClient, baseUrl],
  );

  const completeServerSignIn = useCallback(
    async (code: string, server?: string) => {
      const accessToken = await (await oauthCalls()).codeGrant(signInClient(server), code);
      if (!accessToken) return false;
      await finishSignIn(accessToken, undefined, server);
      return true;
    },
    [signInClient, finishSignIn],
  );

  const signOut = useCallback(async () => {
    if (!active) return;
    if (status !== 'anonymous')
      await (await import(/* webpackChunkName: "oauth-calls" */ './endAccount')).endAccount(active, true);
    else closeSessionStreamingHubs();
    bus.emit('session:changed', null);
    forget(active.key);
  }, [active, status, bus, forget]);

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
  // The switcher shows each account as last seen: a renamed profile or a new avatar is stored too.
  useEffect(() => {
    if (active && current && status === 'signed-in') updateAccount(store, active.key, active.baseUrl, current);
  }, [active, current, status, store]);
  const session = useMemo<Session>(
    () => ({ status, user: current, token: sessionToken, baseUrl: accountBase, signOut }),
    [status, current, sessionToken, accountBase, signOut],
  );
  const sessionEndShown = useCallback(() => store.setSessionEnded(false), [store]);
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
