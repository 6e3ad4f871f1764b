import { profilePath as sharedProfilePath, type User } from '@fedi/shared';

/** A local user's /{name} unless the name is restricted (spec §2, shared rule); remote users by id. */
export function profilePath(user: Pick<User, 'id' | 'acct' | 'local'>): string {
  return user.local ? sharedProfilePath(user) : `/users/${user.id}`;
}
