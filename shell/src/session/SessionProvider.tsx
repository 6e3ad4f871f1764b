import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { request, SessionContext, useBus, type Session, type SessionUser } from '@fedi/shared';
import { passwordGrant, revokeToken } from './oauth';
import { toSessionUser } from './sessionUser';
import { readOAuth, storageAvailable, writeOAuth } from './storage';
import { clearUserData } from './clearUserData';

interface SessionActions {
  signIn(username: string, password: string): Promise<void>;
}

const SessionActionsContext = createContext<SessionActions | null>(null);

export function useSessionActions(): SessionActions {
  const actions = useContext(SessionActionsContext);
  if (!actions) throw new Error('useSessionActions() outside SessionProvider');
  return actions;
}

/** Owns the login: restores a stored token, signs in with a password, signs out (revoking the token). */
export function SessionProvider({ baseUrl, children }: { baseUrl: string; children: ReactNode }) {
  const bus = useBus();
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => readOAuth().token ?? null);
  const [user, setUser] = useState<SessionUser | null>(null);
  const [status, setStatus] = useState<Session['status']>(token ? 'loading' : 'anonymous');

  const verify = useCallback(
    async (candidate: string) => {
      const { data } = await request<Parameters<typeof toSessionUser>[0]>({ baseUrl, token: candidate }, '/api/v1/accounts/verify_credentials');
      return toSessionUser(data);
    },
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
        if (cancelled) return;
        setUser(verified);
        setStatus('signed-in');
        bus.emit('session:changed', verified.id);
      })
      .catch(() => {
        if (cancelled) return;
        writeOAuth({ token: undefined });
        setToken(null);
        setStatus('anonymous');
      });
    return () => {
      cancelled = true;
    };
  }, [verify, bus]);

  const signIn = useCallback(
    async (username: string, password: string) => {
      const config = { baseUrl };
      const accessToken = await passwordGrant(config, username, password);
      const verified = await verify(accessToken);
      if (!writeOAuth({ token: accessToken, lastLoginName: username })) {
        bus.emit('notice:show', { level: 'error', messageKey: 'errors.storage_unavailable' });
      }
      setToken(accessToken);
      setUser(verified);
      setStatus('signed-in');
      clearUserData(queryClient);
      bus.emit('session:changed', verified.id);
    },
    [baseUrl, verify, bus, queryClient],
  );

  const signOut = useCallback(async () => {
    if (token) await revokeToken({ baseUrl }, token).catch((error: unknown) => console.warn('Token revoke failed', error));
    writeOAuth({ token: undefined });
    setToken(null);
    setUser(null);
    setStatus('anonymous');
    clearUserData(queryClient);
    bus.emit('session:changed', null);
  }, [baseUrl, token, bus, queryClient]);

  const session = useMemo<Session>(() => ({ status, user, token, baseUrl, signOut }), [status, user, token, baseUrl, signOut]);
  const actions = useMemo(() => ({ signIn }), [signIn]);
  return (
    <SessionContext.Provider value={session}>
      <SessionActionsContext.Provider value={actions}>{children}</SessionActionsContext.Provider>
    </SessionContext.Provider>
  );
}
