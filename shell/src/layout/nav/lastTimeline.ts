const KEY = 'fedi:lastTimeline';
const TIMELINE_PATH = /^\/(main\/(friends|public|bubble|all)|bookmarks|tag\/[^/]+|lists\/[^/]+|users\/[^/]+\/dms)$/;

/** Remembers the last timeline visited, for the drawer's timelines entry (spec §2 side drawer). */
export function rememberTimeline(pathname: string): void {
  if (!TIMELINE_PATH.test(pathname)) return;
  try {
    window.localStorage.setItem(KEY, pathname);
  } catch {
    /* storage unavailable: the drawer falls back to the default */
  }
}

export function lastTimeline(signedIn: boolean): string {
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(KEY);
  } catch {
    stored = null;
  }
  if (stored && TIMELINE_PATH.test(stored) && (signedIn || !/friends|bookmarks|lists|dms/.test(stored))) return stored;
  return signedIn ? '/main/friends' : '/main/public';
}
