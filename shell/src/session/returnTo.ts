/** Where to go back to after signing in again, once a session ended under the reader. */

/** What the login page is given when a session ended under the reader (router state). */
export interface SessionEndedState {
  sessionEnded: true;
  /** The page the reader was on, to go back to after signing in. */
  from: string | null;
}

const KEY = 'fedi:return-to';

/** A page path of this app worth returning to (never another origin, never the sign-in pages). */
export function returnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  return /^\/(login|oauth-callback)([/?#]|$)/.test(value) ? null : value;
}

/** Kept across the server's own sign-in page (the OAuth callback takes it). */
export function rememberReturnPath(path: string | null): void {
  try {
    if (path) window.sessionStorage.setItem(KEY, path);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // storage blocked: the callback goes to the landing page
  }
}

export function takeReturnPath(): string | null {
  try {
    const path = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return returnPath(path);
  } catch {
    return null;
  }
}
