import type { Capabilities } from '@fedi/shared';

/** The security tab's parts this server offers (Pleroma/Akkoma account API: passwords, MFA, tokens). */
export function securityItems(capabilities: Capabilities): string[] {
  return capabilities.pleromaAccountApi ? ['change_password', 'change_email', 'mfa', 'oauth_tokens'] : [];
}
