/** Local persistence of the login (spec §9 "locally persisted": oauth, last login name). */
const KEY = 'fedi:oauth';

export interface StoredOAuth {
  clientId?: string;
  clientSecret?: string;
  /** Scopes the app was registered with (the authorize request asks for the same). */
  scopes?: string;
  token?: string;
  lastLoginName?: string;
}

export function storageAvailable(): boolean {
  try {
    const probe = '__fedi_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export function readOAuth(): StoredOAuth {
  try {
    const raw = window.localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoredOAuth) : {};
  } catch {
    return {};
  }
}

/** Merges into what is stored; returns false when the browser refuses to store. */
export function writeOAuth(patch: Partial<StoredOAuth>): boolean {
  try {
    const next = { ...readOAuth(), ...patch };
    for (const key of Object.keys(next) as Array<keyof StoredOAuth>) if (next[key] === undefined) delete next[key];
    window.localStorage.setItem(KEY, JSON.stringify(next));
    return true;
  } catch {
    return false;
  }
}
