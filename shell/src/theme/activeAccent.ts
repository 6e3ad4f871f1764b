import { useActiveAccount } from '@fedi/shared';

/** The signed-in account's own accent colour, if it has one (`Accounts.setAccent`, the style tab). */
export function useActiveAccent(): string | undefined {
  return useActiveAccount()?.account.accent;
}
