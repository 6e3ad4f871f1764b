import { useCapabilities } from '@fedi/shared';
import { Aliases } from './Aliases';
import { CloseAccount } from './CloseAccount';
import { securityItems } from './definitions';
import { MoveAccount } from './MoveAccount';
import { ChangeEmail, ChangePassword } from './PasswordForms';
import { Tokens } from './Tokens';
import { TwoFactor } from './TwoFactor';

/**
 * The security tab (Pleroma/Akkoma account API): password, e-mail, two-factor sign-in, OAuth tokens, moving
 * the account and its aliases, disabling or deleting it. Each part is shown when the server has its call
 * (`securityItems`). `onAccountClosed` closes the modal once the account is disabled or deleted.
 */
export function SecurityTab({ onAccountClosed }: { onAccountClosed(): void }) {
  const items = new Set(securityItems(useCapabilities()));
  return (
    <>
      {items.has('change_password') && <ChangePassword />}
      {items.has('change_email') && <ChangeEmail />}
      {items.has('mfa') && <TwoFactor />}
      {items.has('oauth_tokens') && <Tokens />}
      {items.has('move_account') && <MoveAccount />}
      {items.has('aliases') && <Aliases />}
      {items.has('delete_account') && <CloseAccount onDone={onAccountClosed} />}
    </>
  );
}
