import type { SessionUser } from '@fedi/shared';

interface CredentialAccount {
  id: string;
  acct: string;
  display_name?: string;
  avatar?: string;
  locked?: boolean;
  pleroma?: { is_admin?: boolean; is_moderator?: boolean } | null;
}

/** The signed-in person as the shell needs them; works without the `pleroma` object (Mastodon, snac). */
export function toSessionUser(account: CredentialAccount): SessionUser {
  const role = account.pleroma?.is_admin ? 'admin' : account.pleroma?.is_moderator ? 'moderator' : 'member';
  return {
    id: account.id,
    acct: account.acct,
    displayName: account.display_name || account.acct,
    avatar: account.avatar ?? '',
    role,
    locked: Boolean(account.locked),
  };
}
