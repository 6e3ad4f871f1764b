let restricted: readonly string[] = [];

/**
 * The instance's restricted nicknames (nodeinfo `restrictedNicknames`: names that are app routes, such
 * as `about` or `main`). The shell sets them once the instance configuration has arrived.
 */
export function setRestrictedNicknames(names: readonly string[]): void {
  restricted = names.map((name) => name.toLowerCase());
}

export function getRestrictedNicknames(): readonly string[] {
  return restricted;
}

/**
 * Spec §2 user link: external-user-profile (/users/{id}) when the handle has a domain (@) or is a
 * restricted nickname, whose /{name} would be another page of the app; else user-profile (/{name}).
 */
export function profilePath(
  user: { id: string; acct: string },
  restrictedNicknames: readonly string[] = restricted,
): string {
  const name = user.acct;
  if (!name || name.includes('@') || restrictedNicknames.includes(name.toLowerCase()))
    return `/users/${encodeURIComponent(user.id)}`;
  return `/${encodeURIComponent(name)}`;
}
