import type { Capabilities } from '@fedi/shared';

/**
 * The security tab's parts this server offers: Pleroma/Akkoma's account API has every call (passwords, MFA,
 * tokens, move, aliases, disable and delete). Mastodon does these on its own web pages and snac has no API
 * for them, so neither shows the tab.
 */
export function securityItems(capabilities: Capabilities): string[] {
  return capabilities.pleromaAccountApi
    ? [
        'change_password',
        'change_email',
        'mfa',
        'oauth_tokens',
        'move_account',
        'aliases',
        'disable_account',
        'delete_account',
      ]
    : [];
}
