import type { AccountSummary } from '@fedi/shared';

/**
 * A server address as typed on the sign-in page (`example.social`, `https://example.social/`,
 * `http://127.0.0.1:8080`) as the base URL the API client takes: `''` for the app's own server (the
 * page's origin), else the server's origin. Null when it is not an address: a scheme other than http(s),
 * a path, credentials or an empty host.
 */
export function serverBase(input: string, ownOrigin: string = window.location.origin): string | null {
  const text = input.trim();
  if (!text) return '';
  // Checked on the text itself: browsers' URL parsers differ on what they let into a host (Chromium
  // escapes a space instead of refusing it).
  const typed = /^(?:(https?):\/\/)?([^\s/?#@\\]+)\/?$/i.exec(text);
  if (!typed) return null;
  let url: URL;
  try {
    url = new URL(`${typed[1] ?? 'https'}://${typed[2]}`);
  } catch {
    return null;
  }
  if (!/^[^.]+(\.[^.]+)*$/.test(url.hostname)) return null;
  return url.origin === ownOrigin ? '' : url.origin;
}

/** `@name`, with the server for an account that is not on the app's own (`@alice@snac.example`). */
export function accountHandle(account: Pick<AccountSummary, 'acct' | 'baseUrl'>): string {
  if (!account.baseUrl || account.acct.includes('@')) return `@${account.acct}`;
  return `@${account.acct}@${new URL(account.baseUrl).host}`;
}
