import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AccountsContext, type Accounts } from '@fedi/shared';
import { cacheFor, dropCache, type AccountCaches } from './accountCaches';
import {
  AccountStoreContext,
  createAccountStore,
  type AccountStore,
  type AccountStoreContextValue,
} from './accountStore';

/** The account actions are a chunk of their own, fetched on the first switch or sign-out. */
const actions = () => import(/* webpackChunkName: "account-switcher" */ './accountActions');
/** The account list's changes (with the sign-in calls). */
const edits = () => import(/* webpackChunkName: "oauth-calls" */ './accountEdits');

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
  const [caches] = useState<AccountCaches>(() => givenCaches ?? new Map());
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const activeKey = state.active?.key ?? null;
  const cacheKey = activeKey ?? '';
  const queryClient = cacheFor(caches, cacheKey);

  const internal = useMemo<AccountStoreContextValue>(
    () => ({ store, dropCache: (key) => dropCache(caches, key) }),
    [store, caches],
  );
  const accounts = useMemo<Accounts>(() => {
    const context = { ...internal, dropCache: internal.dropCache!, navigate };
    return {
      // What remotes see of an account: never its token.
      accounts: state.accounts
        .filter((account) => account.id)
        .map(({ key, baseUrl, id, acct, display_name, emojis, avatar, accent }) => ({
          key,
          baseUrl,
          id,
          acct,
          display_name,
          emojis,
          avatar,
          accent,
        })),
      activeKey,
      switchTo: (key, path) => void actions().then((m) => m.switchTo(context, key, path)),
      openElsewhere: (key, target) => actions().then((m) => m.openElsewhere(context, key, target)),
      signOutAccount: (key) => actions().then((m) => m.signOutAccount(context, key)),
      signOutAll: () => actions().then((m) => m.signOutAll(context)),
      setAccent: (key, accent) => void edits().then((m) => m.setAccountAccent(store, key, accent)),
    };
  }, [state.accounts, activeKey, internal, navigate, store]);
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
