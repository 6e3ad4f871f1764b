import type { AccountSummary, SessionUser } from '@fedi/shared';
import { readOAuth, writeOAuth, type StoredAccount } from './storage';

/**
 * The signed-in accounts of this browser and which one the session is on, kept in localStorage
 * `fedi:oauth` (the one place a token is stored). A plain store (`subscribe` / `getSnapshot`) read by
 * React through `useSyncExternalStore`; it knows nothing of the session, the cache or the socket.
 */
export interface AccountState {
  accounts: StoredAccount[];
  active: StoredAccount | null;
}

export interface AccountStore {
  getSnapshot(): AccountState;
  subscribe(listener: () => void): () => void;
  /** Adds (or refreshes, same key) an account and makes it active. False when storage refused. */
  add(baseUrl: string, token: string, user: SessionUser): boolean;
  /** Updates the stored name and avatar of an account (or verifies the id of a pending one). */
  update(key: string, baseUrl: string, user: SessionUser): void;
  setActive(key: string): void;
  /** Forgets an account; when it was active, the next one left becomes active (or none). */
  remove(key: string): StoredAccount | null;
  clear(): void;
  /** In memory: the account's token was verified during this page's life (a switch back needs no new check). */
  markVerified(key: string): void;
  isVerified(key: string): boolean;
}

/** The account's key: its server and user id (two servers may both have a user "1"). */
export function accountKey(baseUrl: string, id: string): string {
  return `${baseUrl || 'self'}#${id}`;
}

/** A token stored before the account list existed: an account whose user is not known yet. */
const PENDING = 'pending';

export function toSummary(account: StoredAccount): AccountSummary {
  const { key, baseUrl, id, acct, display_name, avatar } = account;
  return { key, baseUrl, id, acct, display_name, avatar };
}

/** The stored account as the session user (known from its last verification). */
export function storedUser(account: StoredAccount): SessionUser {
  const { id, acct, display_name, avatar } = account;
  return { id, acct, display_name, avatar, role: account.role ?? 'member', locked: Boolean(account.locked) };
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
  const entry = (baseUrl: string, token: string, user: SessionUser): StoredAccount => ({
    key: accountKey(baseUrl, user.id),
    baseUrl,
    token,
    id: user.id,
    acct: user.acct,
    display_name: user.display_name,
    avatar: user.avatar,
    role: user.role,
    locked: user.locked,
  });
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(baseUrl, token, user) {
      const added = entry(baseUrl, token, user);
      // The same person signing in again replaces the entry (new token), in place.
      const accounts = state.accounts.filter((account) => account.key !== PENDING);
      const at = accounts.findIndex((account) => account.key === added.key);
      if (at >= 0) accounts[at] = added;
      else accounts.push(added);
      return commit(accounts, added);
    },
    update(key, baseUrl, user) {
      const current = state.accounts.find((account) => account.key === key);
      if (!current) return;
      const next = entry(baseUrl, current.token, user);
      if ((Object.keys(next) as Array<keyof StoredAccount>).every((field) => next[field] === current[field])) return;
      // A pending entry whose user turns out to be signed in already: keep one entry.
      const accounts = state.accounts
        .filter((account) => account.key !== next.key || account === current)
        .map((account) => (account === current ? next : account));
      commit(accounts, state.active === current ? next : state.active);
    },
    setActive(key) {
      const found = state.accounts.find((account) => account.key === key);
      if (found && found !== state.active) commit(state.accounts, found);
    },
    remove(key) {
      const removed = state.accounts.find((account) => account.key === key) ?? null;
      if (!removed) return null;
      const accounts = state.accounts.filter((account) => account !== removed);
      commit(accounts, state.active === removed ? (accounts[0] ?? null) : state.active);
      return removed;
    },
    clear() {
      commit([], null);
    },
    markVerified: (key) => void verified.add(key),
    isVerified: (key) => verified.has(key),
  };
}
