import { closeSessionStreamingHubs, type OpenElsewhereTarget } from '@fedi/shared';
import type { AccountStore } from './accountStore';
import { clearAccounts, removeAccount } from './accountEdits';
import { endAccount } from './endAccount';
import { resolveOnAccount } from './resolveOnAccount';

/** The signed-out landing page, where the last sign-out goes. */
const SIGNED_OUT_PATH = '/main/public';

/** What the account actions work on (given by `AccountsProvider`). */
export interface AccountActionContext {
  store: AccountStore;
  /** Empties and forgets an account's query cache. */
  dropCache(key: string): void;
  navigate(path: string): void;
}

/** Makes the account the session's (the provider renders everything anew for it), then opens `path`. */
export function switchTo({ store, navigate }: AccountActionContext, key: string, path?: string): void {
  if (key !== store.getSnapshot().active?.key) {
    // The old account's sockets close; the new session opens its own.
    closeSessionStreamingHubs();
    store.setActive(key);
  }
  if (path) navigate(path);
}

/** Revokes one account's token on its server and forgets it and its cache. */
export async function signOutAccount(context: AccountActionContext, key: string): Promise<void> {
  const { store, dropCache, navigate } = context;
  const account = store.getSnapshot().accounts.find((entry) => entry.key === key);
  if (!account) return;
  const wasActive = store.getSnapshot().active?.key === key;
  await endAccount(account, wasActive);
  if (wasActive && store.getSnapshot().accounts.length === 1) navigate(SIGNED_OUT_PATH);
  removeAccount(store, key);
  dropCache(key);
}

export async function signOutAll({ store, dropCache, navigate }: AccountActionContext): Promise<void> {
  const { accounts, active } = store.getSnapshot();
  await Promise.all(accounts.map((account) => endAccount(account, account === active)));
  navigate(SIGNED_OUT_PATH);
  clearAccounts(store);
  for (const account of accounts) dropCache(account.key);
}

/** Finds the post or user on the account's server, then switches to that account and opens it. */
export async function openElsewhere(
  context: AccountActionContext,
  key: string,
  target: OpenElsewhereTarget,
): Promise<void> {
  const account = context.store.getSnapshot().accounts.find((entry) => entry.key === key);
  if (!account) return;
  switchTo(context, key, await resolveOnAccount(account, target));
}
