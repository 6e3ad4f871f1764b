/**
 * Merge a (possibly partial) payload over what is cached: a key the payload leaves
 * `undefined` keeps its cached value; everything else is replaced.
 */
export function mergeDefined<T extends object>(previous: T | undefined, incoming: Partial<T>): T {
  const out = { ...(previous ?? {}) } as Record<string, unknown>;
  for (const [key, value] of Object.entries(incoming)) {
    if (value !== undefined) out[key] = value;
  }
  return out as T;
}
