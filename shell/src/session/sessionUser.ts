import type { SessionUser, User } from '@fedi/shared';

/** The signed-in person as the shell needs them, from the normalized account (any dialect, snac too). */
export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    acct: user.screen_name,
    displayName: user.name || user.screen_name,
    avatar: user.profile_image_url ?? '',
    role: user.role,
    locked: Boolean(user.locked),
  };
}
