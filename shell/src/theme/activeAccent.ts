import { useAccounts } from '@fedi/shared';

/** The signed-in account's own accent colour, if it has one (`Accounts.setAccent`, the style tab). */
export function useActiveAccent(): string | undefined {
  const accounts = useAccounts();
  return accounts?.accounts.find((account) => account.key === accounts.activeKey)?.accent;
}
