import type { SessionUser, User } from '@fedi/shared';

/** The signed-in person as the shell needs them, from the normalized account (any dialect, snac too). */
export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    acct: user.acct,
    display_name: user.display_name || user.acct,
    emojis: user.emojis,
    avatar: user.avatar ?? '',
    role: user.role,
    locked: Boolean(user.locked),
  };
}
