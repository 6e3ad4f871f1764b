import type { Relationship } from '../models/relationship';

/** After a follow: true when no more re-checks are needed (following, or requested on a locked account). */
export function followSettled(relationship: Relationship | undefined, locked: boolean): boolean {
  if (!relationship) return false;
  return Boolean(relationship.following || (locked && relationship.requested));
}

/** Spec §4: after a follow the relationship is re-fetched every 500 ms, at most 3 times. */
export const FOLLOW_RECHECK_MS = 500;
export const FOLLOW_RECHECK_TIMES = 3;

/**
 * Re-fetch the relationship after a follow every 500 ms, at most 3 times, until following or
 * (locked and requested). Resolves with the last relationship seen.
 */
export async function recheckFollow(
  fetchRelationship: () => Promise<Relationship | undefined>,
  locked: boolean,
  first: Relationship | undefined,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<Relationship | undefined> {
  let current = first;
  for (let attempt = 0; attempt < FOLLOW_RECHECK_TIMES && !followSettled(current, locked); attempt += 1) {
    await wait(FOLLOW_RECHECK_MS);
    current = (await fetchRelationship()) ?? current;
  }
  return current;
}
