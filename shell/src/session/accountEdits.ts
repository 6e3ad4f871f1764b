import type { SessionUser } from '@fedi/shared';
import { accountEntry, PENDING, type AccountStore } from './accountStore';
import type { StoredAccount } from './storage';

// The changes to the account list: a chunk of their own (with the sign-in calls), fetched when an
// account signs in, out or changes its name; reading the list is in the first load (`accountStore.ts`).

/** Adds (or refreshes, same key) an account and makes it active. False when storage refused. */
export function addAccount(store: AccountStore, baseUrl: string, token: string, user: SessionUser): boolean {
  // The same person signing in again replaces the entry (new token), in place.
  const accounts = store.getSnapshot().accounts.filter((account) => account.key !== PENDING);
  const fresh = accountEntry(baseUrl, token, user);
  const at = accounts.findIndex((account) => account.key === fresh.key);
  const added = at >= 0 ? accountEntry(baseUrl, token, user, accounts[at]) : fresh;
  if (at >= 0) accounts[at] = added;
  else accounts.push(added);
  return store.commit(accounts, added);
}

/** Forgets an account; when it was active, the next one left becomes active (or none). */
export function removeAccount(store: AccountStore, key: string): StoredAccount | null {
  const { accounts, active } = store.getSnapshot();
  const removed = accounts.find((account) => account.key === key) ?? null;
  if (!removed) return null;
  const rest = accounts.filter((account) => account !== removed);
  store.commit(rest, active === removed ? (rest[0] ?? null) : active);
  return removed;
}

/** Sets or clears (null) an account's own accent colour. */
export function setAccountAccent(store: AccountStore, key: string, accent: string | null): void {
  const { accounts, active } = store.getSnapshot();
  const current = accounts.find((account) => account.key === key);
  if (!current) return;
  const { accent: _previous, ...rest } = current;
  const next: StoredAccount = accent ? { ...rest, accent } : rest;
  store.commit(
    accounts.map((account) => (account === current ? next : account)),
    active === current ? next : active,
  );
}

export function clearAccounts(store: AccountStore): void {
  store.commit([], null);
}
