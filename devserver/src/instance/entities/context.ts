import { ORIGIN } from '../content/html';
import type { Store } from '../store/store';

/** Everything a renderer needs: the data, the request origin for absolute URLs, and who is looking. */
export interface RenderCtx {
  store: Store;
  origin: string;
  viewerId: string | null;
  /** Accounts already rendered for this request or stream message (the same author recurs on a page). */
  accountMemo?: Map<string, Record<string, unknown>>;
}

export function abs(ctx: RenderCtx, pathOrUrl: string | null): string | null {
  if (pathOrUrl === null) return null;
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith(ORIGIN)) return ctx.origin + pathOrUrl.slice(ORIGIN.length);
  return ctx.origin + (pathOrUrl.startsWith('/') ? '' : '/') + pathOrUrl;
}

export function withOrigin(ctx: RenderCtx, s: string): string {
  return s.includes(ORIGIN) ? s.split(ORIGIN).join(ctx.origin) : s;
}

export function iso(ts: number): string {
  return new Date(ts).toISOString();
}

export function isoOrNull(ts: number | null | undefined): string | null {
  return ts === null || ts === undefined ? null : new Date(ts).toISOString();
}
