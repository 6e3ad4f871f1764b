/**
 * The OAuth `state` of a server-page sign-in in progress: made before the browser leaves for the
 * server's authorize page, checked when it comes back to /oauth-callback (same tab, so sessionStorage).
 */
const KEY = 'fedi:oauth-state';

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A fresh state, or undefined when the browser will not keep it (the sign-in then goes without). */
export function createAuthState(): string | undefined {
  const state = randomState();
  try {
    window.sessionStorage.setItem(KEY, state);
    return state;
  } catch {
    return undefined;
  }
}

/** Reads and forgets the stored state. */
export function takeAuthState(): string | null {
  try {
    const state = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return state;
  } catch {
    return null;
  }
}

/** A returned state must match the one made here; with none stored, none may come back. */
export function authStateMatches(stored: string | null, returned: string | null): boolean {
  return stored ? stored === returned : !returned;
}
