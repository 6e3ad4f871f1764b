const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function base62(n: number, width: number): string {
  let out = '';
  let v = Math.floor(n);
  while (v > 0) {
    out = ALPHABET[v % 62] + out;
    v = Math.floor(v / 62);
  }
  return out.padStart(width, '0').slice(-width);
}

/** Clock state persisted with the instance so ids keep increasing after a reload. */
export interface FlakeState {
  lastTs: number;
  seq: number;
}

/**
 * Flake ids: 18 characters of base62 (ASCII-ordered alphabet), timestamp first, so equal-length ids sort
 * in creation order with plain string comparison.
 */
export function nextFlake(st: FlakeState, ts: number): string {
  if (ts <= st.lastTs) {
    st.seq += 1;
  } else {
    st.lastTs = ts;
    st.seq = 0;
  }
  return base62(st.lastTs, 8) + base62(st.seq, 10);
}

/** Compares ids: shorter numeric ids first, then lexicographic. Works for flakes and integer strings. */
export function idCmp(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
