import { getRestrictedNicknames, type Mention } from '@fedi/shared';

/** A hashtag's name from a link: its tag attribute, or a URL ending in tag/{name} or tags/{name}. */
export function hashtagOf(href: string, tagAttribute?: string | null): string | null {
  if (tagAttribute) return tagAttribute;
  try {
    const url = new URL(href, 'http://local.invalid');
    const match = /\/tags?\/([^/]+)\/?$/.exec(url.pathname);
    return match?.[1] ? decodeURIComponent(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The app path for a user: external-user-profile (/users/{id}) when the handle has a domain or
 * the name is a restricted nickname; else user-profile (/{name}).
 */
export function userPath(
  user: { id: string; acct: string },
  restrictedNicknames: readonly string[] = getRestrictedNicknames(),
): string {
  const name = user.acct;
  if (name.includes('@') || restrictedNicknames.includes(name.toLowerCase()))
    return `/users/${encodeURIComponent(user.id)}`;
  return `/${encodeURIComponent(name)}`;
}

/** A mention in content: the attention whose profile URL matches the link. */
export function mentionOf(href: string, attentions: readonly Mention[]): Mention | undefined {
  return attentions.find((attention) => attention.url === href);
}

/** Spec §2: remote interaction link for anonymous visitors (server base + /main/ostatus). */
export function remoteInteractionLink(serverBase: string, target: { statusId: string } | { nickname: string }): string {
  const base = serverBase.replace(/\/+$/, '');
  const query =
    'statusId' in target
      ? `status_id=${encodeURIComponent(target.statusId)}`
      : `nickname=${encodeURIComponent(target.nickname)}`;
  return `${base}/main/ostatus?${query}`;
}
