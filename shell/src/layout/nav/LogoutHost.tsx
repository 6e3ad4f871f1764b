import { useBusEvent } from '@fedi/shared';
import { useLogout } from './useLogout';

/**
 * The bus's `session:logout` (settings after closing the account, a disabled account): signs out,
 * asking first when modalOnLogout is set unless told `confirm: false`. Mounted while signed in.
 */
export function LogoutHost() {
  const { logout, dialog } = useLogout();
  useBusEvent('session:logout', logout);
  return dialog;
}
