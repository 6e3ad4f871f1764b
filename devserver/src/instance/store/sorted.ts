import { idCmp } from '../ids';

/** Index of the first element >= id (by idCmp) in an ascending array. */
export function lowerBound(arr: readonly string[], id: string): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (idCmp(arr[mid] as string, id) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Inserts keeping ascending order; appends in O(1) for the common newest-id case. */
export function insertSorted(arr: string[], id: string): void {
  const last = arr[arr.length - 1];
  if (last === undefined || idCmp(last, id) < 0) {
    arr.push(id);
    return;
  }
  const i = lowerBound(arr, id);
  if (arr[i] !== id) arr.splice(i, 0, id);
}

export function removeSorted(arr: string[], id: string): void {
  const i = lowerBound(arr, id);
  if (arr[i] === id) arr.splice(i, 1);
}

export function getOrInit<K, V>(map: Map<K, V>, key: K, init: () => V): V {
  let v = map.get(key);
  if (v === undefined) {
    v = init();
    map.set(key, v);
  }
  return v;
}
