import { ChangeEmail, ChangePassword } from './PasswordForms';
import { Tokens } from './Tokens';
import { TwoFactor } from './TwoFactor';

/** The security tab (Pleroma/Akkoma account API): password, e-mail, two-factor sign-in, OAuth tokens. */
export function SecurityTab() {
  return (
    <>
      <ChangePassword />
      <ChangeEmail />
      <TwoFactor />
      <Tokens />
    </>
  );
}
