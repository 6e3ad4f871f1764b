/**
 * Order two server ids without turning them into numbers: Mastodon snowflakes exceed
 * Number's precision and Pleroma flake ids are base62 strings. A longer id is newer;
 * ids of equal length compare as strings (digits sort before letters, as in base62).
 * Returns a negative number when `a` is older than `b`.
 */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Newest first. */
export function byIdDescending<T extends { id: string }>(a: T, b: T): number {
  return compareIds(b.id, a.id);
}

export function maxIdOf(ids: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const id of ids) if (best === undefined || compareIds(id, best) > 0) best = id;
  return best;
}

export function minIdOf(ids: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const id of ids) if (best === undefined || compareIds(id, best) < 0) best = id;
  return best;
}
