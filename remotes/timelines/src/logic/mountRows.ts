/**
 * New statuses mounted per frame: each costs several ms of script, style and layout on a slow
 * machine, and the frame that mounts them must stay well under 50 ms. A 900 px viewport fills in
 * three frames.
 */
export const MOUNTS_PER_FRAME = 2;

/**
 * Which rows render their status: those already mounted that are still in range, plus up to
 * `MOUNTS_PER_FRAME` new ones, nearest the middle of the viewport first.
 */
export function rowsToMount(
  items: ReadonlyArray<{ index: number; start: number; end: number }>,
  ids: readonly string[],
  mounted: ReadonlySet<string>,
  scrollY: number,
  viewportHeight: number,
): Set<string> {
  const ready = new Set<string>();
  const waiting: Array<{ id: string; distance: number }> = [];
  const middle = scrollY + viewportHeight / 2;
  for (const item of items) {
    const id = ids[item.index];
    if (id === undefined) continue;
    if (mounted.has(id)) ready.add(id);
    else waiting.push({ id, distance: Math.abs((item.start + item.end) / 2 - middle) });
  }
  waiting.sort((a, b) => a.distance - b.distance);
  for (const { id } of waiting.slice(0, MOUNTS_PER_FRAME)) ready.add(id);
  return ready;
}

/** Same members. */
export function sameRows(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}
