import { idCmp } from '../ids';
import { lowerBound } from './sorted';

export interface PageParams {
  maxId?: string;
  sinceId?: string;
  minId?: string;
  limit: number;
  offset?: number;
}

const SCAN_CAP = 50_000;

/**
 * Pages over one or more ascending id arrays (a k-way merge), newest first.
 * max_id/since_id are exclusive bounds; min_id returns the page immediately newer than min_id.
 * Never scans more than SCAN_CAP candidates.
 */
export function pageIds(
  sources: ReadonlyArray<readonly string[]>,
  p: PageParams,
  keep: (id: string) => boolean,
): string[] {
  const out: string[] = [];
  let skip = p.offset ?? 0;
  let scanned = 0;
  if (p.minId !== undefined && p.maxId === undefined && p.sinceId === undefined) {
    const pos = sources.map((a) => {
      const i = lowerBound(a, p.minId as string);
      return a[i] === p.minId ? i + 1 : i;
    });
    let last: string | null = null;
    while (out.length < p.limit && scanned < SCAN_CAP) {
      let best = -1;
      let bestId: string | null = null;
      sources.forEach((a, k) => {
        const v = a[pos[k] as number];
        if (v !== undefined && (bestId === null || idCmp(v, bestId) < 0)) {
          best = k;
          bestId = v;
        }
      });
      if (best < 0 || bestId === null) break;
      pos[best] = (pos[best] as number) + 1;
      scanned++;
      if (bestId === last) continue;
      last = bestId;
      if (!keep(bestId)) continue;
      if (skip > 0) {
        skip--;
        continue;
      }
      out.push(bestId);
    }
    return out.reverse();
  }
  const lower = p.minId ?? p.sinceId;
  const pos = sources.map((a) => (p.maxId === undefined ? a.length : lowerBound(a, p.maxId)) - 1);
  let last: string | null = null;
  while (out.length < p.limit && scanned < SCAN_CAP) {
    let best = -1;
    let bestId: string | null = null;
    sources.forEach((a, k) => {
      const v = a[pos[k] as number];
      if (v !== undefined && (bestId === null || idCmp(v, bestId) > 0)) {
        best = k;
        bestId = v;
      }
    });
    if (best < 0 || bestId === null) break;
    if (lower !== undefined && idCmp(bestId, lower) <= 0) break;
    pos[best] = (pos[best] as number) - 1;
    scanned++;
    if (bestId === last) continue;
    last = bestId;
    if (!keep(bestId)) continue;
    if (skip > 0) {
      skip--;
      continue;
    }
    out.push(bestId);
  }
  return out;
}

/** Pages an in-memory, already-filtered array of items that carry ids (sorted any way). */
export function pageItems<T>(items: readonly T[], idOf: (t: T) => string, p: PageParams): T[] {
  const sorted = [...items].sort((a, b) => idCmp(idOf(b), idOf(a)));
  const ids = sorted.map(idOf).reverse();
  const byId = new Map(sorted.map((t) => [idOf(t), t] as const));
  return pageIds([ids], p, () => true).map((id) => byId.get(id) as T);
}
