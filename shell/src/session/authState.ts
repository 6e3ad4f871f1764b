/**
 * The OAuth `state` of a server-page sign-in in progress: made before the browser leaves for the
 * server's authorize page, checked when it comes back to /oauth-callback (same tab, so sessionStorage).
 */
const KEY = 'fedi:oauth-state';
/** The server of that sign-in (`''`: the app's own), whose code the callback exchanges. */
const SERVER_KEY = 'fedi:oauth-server';

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A fresh state for a sign-in on `server` (`''`: the app's own), or undefined when the browser will not
 * keep it (a sign-in on the own server then goes without; one on another server cannot).
 */
export function createAuthState(server = ''): string | undefined {
  const state = randomState();
  try {
    window.sessionStorage.setItem(KEY, state);
    if (server) window.sessionStorage.setItem(SERVER_KEY, server);
    else window.sessionStorage.removeItem(SERVER_KEY);
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

/** Reads and forgets the server of the sign-in in progress (`''`: the app's own). */
export function takeAuthServer(): string {
  try {
    const server = window.sessionStorage.getItem(SERVER_KEY) ?? '';
    window.sessionStorage.removeItem(SERVER_KEY);
    return server;
  } catch {
    return '';
  }
}

/** A returned state must match the one made here; with none stored, none may come back. */
export function authStateMatches(stored: string | null, returned: string | null): boolean {
  return stored ? stored === returned : !returned;
}
