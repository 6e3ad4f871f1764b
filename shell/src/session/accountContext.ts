import { createContext, useContext, useState } from 'react';
import { createAccountStore, type AccountStore } from './accountStore';

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
