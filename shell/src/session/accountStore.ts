import { createContext, useContext, useState } from 'react';
import type { SessionUser } from '@fedi/shared';
import { readOAuth, writeOAuth, type StoredAccount } from './storage';

/**
 * The signed-in accounts of this browser and which one the session is on, kept in localStorage
 * `fedi:oauth` (the one place a token is stored). A plain store (`subscribe` / `getSnapshot`) read by
 * React through `useSyncExternalStore`; it knows nothing of the session, the cache or the socket.
 */
export interface AccountState {
  accounts: StoredAccount[];
  active: StoredAccount | null;
  /**
   * In memory: the server refused the session's token (a 401), until the login page has said so. Kept here,
   * above the subtree rendered anew for each account, so the message outlives the account it ended.
   */
  sessionEnded?: boolean;
}

export interface AccountStore {
  getSnapshot(): AccountState;
  subscribe(listener: () => void): () => void;
  /** Stores the list and the active account (`accountEdits.ts` makes the changes). False when storage refused. */
  commit(accounts: StoredAccount[], active: StoredAccount | null): boolean;
  setActive(key: string): void;
  /** In memory: the account's token was verified during this page's life (a switch back needs no new check). */
  markVerified(key: string): void;
  isVerified(key: string): boolean;
  setSessionEnded(ended: boolean): void;
}

/** The account's key: its server and user id (two servers may both have a user "1"). */
export function accountKey(baseUrl: string, id: string): string {
  return `${baseUrl || 'self'}#${id}`;
}

/** A token stored before the account list existed: an account whose user is not known yet. */
export const PENDING = 'pending';

/**
 * The stored entry of a verified user. What only this browser knows of the account (its own accent)
 * carries over from `previous`, the entry it replaces.
 */
export function accountEntry(
  baseUrl: string,
  token: string,
  user: SessionUser,
  previous?: StoredAccount,
): StoredAccount {
  const { id, acct, display_name, emojis, avatar, role, locked } = user;
  const entry = { key: accountKey(baseUrl, id), baseUrl, token, id, acct, display_name, emojis, avatar, role, locked };
  return previous?.accent ? { ...entry, accent: previous.accent } : entry;
}

/** Whether the stored entry already says what the server answered (then nothing is written). */
export function entryIsCurrent(current: StoredAccount, baseUrl: string, user: SessionUser): boolean {
  const next = accountEntry(baseUrl, current.token, user, current);
  return (Object.keys(next) as Array<keyof StoredAccount>).every((field) =>
    field === 'emojis'
      ? JSON.stringify(next.emojis ?? []) === JSON.stringify(current.emojis ?? [])
      : next[field] === current[field],
  );
}

/**
 * Updates the stored name and avatar of an account, or names a pending one once verified (in the first
 * load: a login stored before the account list is named on its first visit).
 */
export function updateAccount(store: AccountStore, key: string, baseUrl: string, user: SessionUser): void {
  const { accounts, active } = store.getSnapshot();
  const current = accounts.find((account) => account.key === key);
  if (!current || entryIsCurrent(current, baseUrl, user)) return;
  const next = accountEntry(baseUrl, current.token, user, current);
  // A pending entry whose user is signed in already: one entry is kept.
  const list = accounts
    .filter((account) => account.key !== next.key || account === current)
    .map((account) => (account === current ? next : account));
  store.commit(list, active === current ? next : active);
}

/** The stored account as the session user (known from its last verification). */
export function storedUser(account: StoredAccount): SessionUser {
  const { id, acct, display_name, emojis, avatar } = account;
  return { id, acct, display_name, emojis, avatar, role: account.role ?? 'member', locked: Boolean(account.locked) };
}

function read(): AccountState {
  const stored = readOAuth();
  let accounts = Array.isArray(stored.accounts) ? stored.accounts.filter((a) => a && a.key && a.token) : [];
  let activeKey = stored.active;
  if (accounts.length === 0 && stored.token) {
    accounts = [{ key: PENDING, baseUrl: '', token: stored.token, id: '', acct: '', display_name: '', avatar: '' }];
    activeKey = PENDING;
  }
  const active = accounts.find((account) => account.key === activeKey) ?? null;
  return { accounts, active };
}

export function createAccountStore(): AccountStore {
  let state = read();
  const listeners = new Set<() => void>();
  const verified = new Set<string>();
  const commit = (accounts: StoredAccount[], active: StoredAccount | null): boolean => {
    state = { accounts, active };
    const ok = writeOAuth({
      accounts: accounts.length ? accounts : undefined,
      active: active?.key,
      token: active?.token,
    });
    for (const listener of listeners) listener();
    return ok;
  };
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    commit,
    setActive(key) {
      const found = state.accounts.find((account) => account.key === key);
      if (found && found !== state.active) commit(state.accounts, found);
    },
    setSessionEnded(ended) {
      if (Boolean(state.sessionEnded) === ended) return;
      state = { ...state, sessionEnded: ended };
      for (const listener of listeners) listener();
    },
    markVerified: (key) => void verified.add(key),
    isVerified: (key) => verified.has(key),
  };
}

/** The shell's own view of the account store (with tokens), given by `AccountsProvider`. */
export interface AccountStoreContextValue {
  store: AccountStore;
  /** Empties a signed-out account's cache; absent when one cache serves every account (a test's provider). */
  dropCache?(key: string): void;
}

export const AccountStoreContext = createContext<AccountStoreContextValue | null>(null);

/** The provider's store, or (a session rendered alone, in tests) one of its own read from storage. */
export function useAccountStoreContext(): AccountStoreContextValue {
  const given = useContext(AccountStoreContext);
  const [own] = useState(() => (given ? null : { store: createAccountStore() }));
  return given ?? own!;
}
