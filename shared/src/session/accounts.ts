import { createContext, useContext } from 'react';
import type { CustomEmoji } from '../models/emoji';

/** One account this browser is signed in to (no token: that stays with the shell). */
export interface AccountSummary {
  /** `<server>#<user id>`: unique across servers (ids of two servers may be equal). */
  key: string;
  /** API origin of the account's server; empty string = the app's own origin. */
  baseUrl: string;
  id: string;
  acct: string;
  display_name: string;
  /** The custom emoji of the display name. */
  emojis?: CustomEmoji[];
  avatar: string;
  /** This account's own accent colour in this browser (`#rrggbb`), so it is plain which account is in use. */
  accent?: string;
}

/** What a status or profile asks another account to open: its address on its home server. */
export interface OpenElsewhereTarget {
  kind: 'status' | 'account';
  /** The object's URI or URL (what the other server resolves through search with `resolve=true`). */
  url: string;
}

/** Every signed-in account and the switch between them (the shell's account store). */
export interface Accounts {
  accounts: AccountSummary[];
  /** Key of the account the session is on (null: signed out). */
  activeKey: string | null;
  /** Makes the account the session's, without a page reload; then goes to `path` when given. */
  switchTo(key: string, path?: string): void;
  /** Resolves the target on the account's server, switches to it and opens it there. */
  openElsewhere(key: string, target: OpenElsewhereTarget): Promise<void>;
  /** Signs one account out (revoking its token); the session moves to another account when one is left. */
  signOutAccount(key: string): Promise<void>;
  signOutAll(): Promise<void>;
  /** Gives the account its own accent colour (null: the theme's). Kept in this browser, never sent anywhere. */
  setAccent(key: string, accent: string | null): void;
}

export const AccountsContext = createContext<Accounts | null>(null);

/** The signed-in accounts; null outside the shell's provider (a remote rendered alone). */
export function useAccounts(): Accounts | null {
  return useContext(AccountsContext);
}

/** The account the session is on, with the accounts it belongs to (null: signed out, or no provider). */
export function useActiveAccount(): { account: AccountSummary; accounts: Accounts } | null {
  const accounts = useContext(AccountsContext);
  const account = accounts?.accounts.find((item) => item.key === accounts.activeKey);
  return accounts && account ? { account, accounts } : null;
}
