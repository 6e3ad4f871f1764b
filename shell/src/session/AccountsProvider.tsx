import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AccountsContext, closeSessionStreamingHubs, type Accounts } from '@fedi/shared';
import { AccountCaches, VISITOR } from './accountCaches';
import { AccountStoreContext, type AccountStoreContextValue } from './accountContext';
import { createAccountStore, toSummary, type AccountStore } from './accountStore';
import { endAccount } from './endAccount';

/** The signed-out landing page, where the last sign-out goes. */
const SIGNED_OUT_PATH = '/main/public';

/**
 * Every signed-in account (the account store) and the one the session is on. Each account has its own
 * query cache (`AccountCaches`); everything below is rendered anew for the active account (`key`),
 * so its session, API client, socket, notifications and open drafts are that account's alone, without
 * a page reload. Needs the router above it (a switch may navigate).
 */
export function AccountsProvider({
  children,
  store: givenStore,
  caches: givenCaches,
}: {
  children: ReactNode;
  store?: AccountStore;
  caches?: AccountCaches;
}) {
  const navigate = useNavigate();
  const [store] = useState(() => givenStore ?? createAccountStore());
  const [caches] = useState(() => givenCaches ?? new AccountCaches());
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const activeKey = state.active?.key ?? null;
  const cacheKey = activeKey ?? VISITOR;
  const queryClient = caches.get(cacheKey);

  const switchTo = useCallback(
    (key: string, path?: string) => {
      if (key !== store.getSnapshot().active?.key) {
        // The old account's sockets close; the new session opens its own.
        closeSessionStreamingHubs();
        store.setActive(key);
      }
      if (path) navigate(path);
    },
    [store, navigate],
  );

  const signOutAccount = useCallback(
    async (key: string) => {
      const account = store.getSnapshot().accounts.find((entry) => entry.key === key);
      if (!account) return;
      const wasActive = store.getSnapshot().active?.key === key;
      await endAccount(account, wasActive);
      if (wasActive && store.getSnapshot().accounts.length === 1) navigate(SIGNED_OUT_PATH);
      store.remove(key);
      caches.drop(key);
    },
    [store, caches, navigate],
  );

  const signOutAll = useCallback(async () => {
    const { accounts, active } = store.getSnapshot();
    await Promise.all(accounts.map((account) => endAccount(account, account === active)));
    navigate(SIGNED_OUT_PATH);
    store.clear();
    for (const account of accounts) caches.drop(account.key);
  }, [store, caches, navigate]);

  const openElsewhere = useCallback<Accounts['openElsewhere']>(
    async (key, target) => {
      const account = store.getSnapshot().accounts.find((entry) => entry.key === key);
      if (!account) return;
      const { resolveOnAccount } = await import(/* webpackChunkName: "account-switcher" */ './resolveOnAccount');
      switchTo(key, await resolveOnAccount(account, target));
    },
    [store, switchTo],
  );

  const accounts = useMemo<Accounts>(
    () => ({
      accounts: state.accounts.filter((account) => account.id).map(toSummary),
      activeKey,
      switchTo,
      openElsewhere,
      signOutAccount,
      signOutAll,
    }),
    [state.accounts, activeKey, switchTo, openElsewhere, signOutAccount, signOutAll],
  );
  const internal = useMemo<AccountStoreContextValue>(
    () => ({ store, dropCache: (key) => caches.drop(key) }),
    [store, caches],
  );
  return (
    <AccountStoreContext.Provider value={internal}>
      <AccountsContext.Provider value={accounts}>
        <QueryClientProvider key={cacheKey} client={queryClient}>
          {children}
        </QueryClientProvider>
      </AccountsContext.Provider>
    </AccountStoreContext.Provider>
  );
}
