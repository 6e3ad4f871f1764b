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

/**
 * Placeholder for the instance's separate media host (as an Akkoma with `Pleroma.Upload` `base_url` on
 * another domain): the request origin's other loopback name, `localhost` ⇄ `127.0.0.1`, same port — so a
 * browser sees another origin served by the same process. Used by the `/__dev/fixtures/media-host` statuses.
 */
export const MEDIA_HOST = '__MEDIA_HOST__';

/** The media host of a request origin (see `MEDIA_HOST`). */
export function mediaHostOrigin(origin: string): string {
  const url = new URL(origin);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}

export function abs(ctx: RenderCtx, pathOrUrl: string | null): string | null {
  if (pathOrUrl === null) return null;
  if (pathOrUrl.startsWith(MEDIA_HOST)) return mediaHostOrigin(ctx.origin) + pathOrUrl.slice(MEDIA_HOST.length);
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
