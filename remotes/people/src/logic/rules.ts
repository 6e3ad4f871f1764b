import type { Relationship, Status, Tag, User } from '@fedi/shared';

/** What the main relationship button shows (spec §4 Follow relation). */
export type FollowButtonState = 'follow' | 'following' | 'requested' | 'pending' | 'blocked' | 'disabled';

export function followButtonState(
  relationship: Relationship | undefined,
  { pending = false, deactivated = false }: { pending?: boolean; deactivated?: boolean } = {},
): FollowButtonState {
  if (deactivated) return 'disabled';
  if (pending) return 'pending';
  if (!relationship) return 'follow';
  if (relationship.blocking) return 'blocked';
  if (relationship.following) return 'following';
  if (relationship.requested) return 'requested';
  return 'follow';
}

/** statuses_count divided by the account's age in days, rounded up (spec §2). */
export function dailyAverage(
  user: Pick<User, 'statuses_count' | 'created_at'>,
  now: number = Date.now(),
): number | null {
  if (!user.created_at) return null;
  const created = Date.parse(user.created_at);
  if (Number.isNaN(created)) return null;
  const days = Math.max(1, Math.ceil((now - created) / 86_400_000));
  return Math.ceil(user.statuses_count / days);
}

export type ProfileTab = 'statuses' | 'replies' | 'follows' | 'followers' | 'media' | 'favorites';

/**
 * Tabs a profile shows (spec §2): follows/followers hidden when the user hides them, unless it is one's
 * own profile; favorites only on one's own profile.
 */
export function profileTabs(
  user: Pick<User, 'hide_follows' | 'hide_followers'>,
  isOwn: boolean,
  signedIn: boolean,
): ProfileTab[] {
  const tabs: ProfileTab[] = ['statuses', 'replies'];
  if (isOwn || !user.hide_follows) tabs.push('follows');
  if (isOwn || !user.hide_followers) tabs.push('followers');
  tabs.push('media');
  if (isOwn && signedIn) tabs.push('favorites');
  return tabs;
}

/** Count shown next to follows/followers: hidden when the user hides the count (not on one's own profile). */
export function visibleCount(count: number, hidden: boolean | undefined, isOwn: boolean): number | null {
  return hidden && !isOwn ? null : count;
}

/** The tab of the URL hash, or the default when unknown/unavailable. */
export function tabFromHash(hash: string, tabs: readonly ProfileTab[], fallback: ProfileTab = 'statuses'): ProfileTab {
  const name = hash.replace(/^#/, '') as ProfileTab;
  return tabs.includes(name) ? name : tabs.includes(fallback) ? fallback : 'statuses';
}

const PROFILE_TABS: readonly ProfileTab[] = ['statuses', 'replies', 'follows', 'followers', 'media', 'favorites'];

/** The userProfileDefaultTab preference as a tab this profile shows, else statuses. */
export function defaultProfileTab(preference: string, tabs: readonly ProfileTab[]): ProfileTab {
  const wanted = PROFILE_TABS.find((name) => name === preference);
  return wanted && tabs.includes(wanted) ? wanted : 'statuses';
}

export type SearchTab = 'statuses' | 'people' | 'hashtags';

/** Default tab after results: statuses if any visible, else people, else hashtags, else statuses. */
export function defaultSearchTab(results: {
  statuses: readonly Pick<Status, 'deleted'>[];
  accounts: readonly unknown[];
  hashtags: readonly unknown[];
}): SearchTab {
  if (results.statuses.some((status) => !status.deleted)) return 'statuses';
  if (results.accounts.length > 0) return 'people';
  if (results.hashtags.length > 0) return 'hashtags';
  return 'statuses';
}

/** The latest history record of a tag: accounts talking and uses. */
export function tagActivity(tag: Pick<Tag, 'history'>): { accounts: number; uses: number } {
  const latest = tag.history[0];
  return { accounts: latest?.accounts ?? 0, uses: latest?.uses ?? 0 };
}

/** Lists: save is disabled when the title is an empty string. */
export function listSaveDisabled(title: string): boolean {
  return title === '';
}

/** `@name@host` or `name@host` → `name@host`; anything else → null. */
export function remoteHandle(query: string): string | null {
  const match = /^@?([^@\s]+)@([^@\s]+\.[^@\s]+)$/.exec(query.trim());
  return match ? `${match[1]}@${match[2]}` : null;
}

/** Host part of an acct, or null for local users. */
export function domainOf(acct: string): string | null {
  const at = acct.indexOf('@');
  return at < 0 ? null : acct.slice(at + 1);
}

/** Bite (spec §6): not own, not deactivated, not when the user blocks you. */
export function canBite(
  user: Pick<User, 'id' | 'deactivated'>,
  relationship: Relationship | undefined,
  ownId: string | undefined,
): boolean {
  return Boolean(ownId) && user.id !== ownId && !user.deactivated && !relationship?.blocked_by;
}
