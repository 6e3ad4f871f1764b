import type { CustomEmoji } from '@fedi/shared';

/** Local persistence of the login (spec §9 "locally persisted": oauth, last login name). */
const KEY = 'fedi:oauth';

export interface StoredOAuth {
  /** This client's registration on the app's own server. */
  clientId?: string;
  clientSecret?: string;
  /** Scopes the app was registered with (the authorize request asks for the same). */
  scopes?: string;
  /** Its registrations on other servers, by the server's origin (an account there signed in). */
  apps?: Record<string, StoredApp>;
  /** The active account's token (kept beside the account list for the callers that read it). */
  token?: string;
  lastLoginName?: string;
  /** Every signed-in account with its token (`accountStore.ts`); only ever sent to its own server. */
  accounts?: StoredAccount[];
  /** Key of the active account. */
  active?: string;
}

export interface StoredApp {
  clientId: string;
  clientSecret: string;
  scopes: string;
}

export interface StoredAccount {
  key: string;
  baseUrl: string;
  token: string;
  /** Empty until the token was verified once (a login stored before the account list existed). */
  id: string;
  acct: string;
  display_name: string;
  /** The custom emoji of the display name (the switcher shows them). */
  emojis?: CustomEmoji[];
  avatar: string;
  role?: 'admin' | 'moderator' | 'member';
  locked?: boolean;
  /** The account's own accent colour (style tab), kept with it in this browser. */
  accent?: string;
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
