import { useSyncExternalStore } from 'react';

/**
 * Marks the signed-in user puts on other users, kept in this browser: a highlight per user (spec §3
 * "per-user highlight setting": type disabled, solid, striped or side; color, default #FFFFFF) and muted
 * domains (spec §4 "mute/unmute … domains"; the server's domain block is a separate, stronger action).
 *
 * The people remote writes them from the user card; timelines paints and collapses statuses with them,
 * and people collapses notifications from muted domains.
 */
export const USER_MARKS_KEY = 'fedi:user-marks';
/** Fired on window after every change in this page (the storage event only reaches other tabs). */
export const USER_MARKS_EVENT = 'fedi:user-marks';

export type HighlightType = 'disabled' | 'solid' | 'striped' | 'side';
export const HIGHLIGHT_TYPES: readonly HighlightType[] = ['disabled', 'solid', 'striped', 'side'];
export const DEFAULT_HIGHLIGHT_COLOR = '#FFFFFF';

export interface Highlight {
  type: HighlightType;
  color: string;
}

export interface UserMarks {
  /** By screen name (`name` or `name@host`). */
  highlights: Record<string, Highlight>;
  /** Lower-case host names. */
  mutedDomains: string[];
}

const EMPTY: UserMarks = { highlights: {}, mutedDomains: [] };
let cached: { raw: string | null; marks: UserMarks } | null = null;

function parse(raw: string | null): UserMarks {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<UserMarks> | null;
    if (!value || typeof value !== 'object') return EMPTY;
    return {
      highlights: value.highlights && typeof value.highlights === 'object' ? value.highlights : {},
      mutedDomains: Array.isArray(value.mutedDomains)
        ? value.mutedDomains.filter((domain) => typeof domain === 'string')
        : [],
    };
  } catch {
    return EMPTY;
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(USER_MARKS_KEY);
  } catch {
    return null;
  }
}

/** What is stored now (the same object while the storage is unchanged). */
export function readUserMarks(): UserMarks {
  const raw = readRaw();
  if (!cached || cached.raw !== raw) cached = { raw, marks: parse(raw) };
  return cached.marks;
}

function write(marks: UserMarks): void {
  const raw = JSON.stringify(marks);
  try {
    window.localStorage.setItem(USER_MARKS_KEY, raw);
    cached = { raw, marks };
  } catch {
    // Storage refused (private mode): the change lasts for this page only.
    cached = { raw: readRaw(), marks };
  }
  window.dispatchEvent(new Event(USER_MARKS_EVENT));
}

/** Sets (or, with type disabled, removes) the highlight of one user. */
export function setHighlight(screenName: string, highlight: Highlight): void {
  const { highlights, mutedDomains } = readUserMarks();
  const next = { ...highlights };
  if (highlight.type === 'disabled') delete next[screenName];
  else next[screenName] = highlight;
  write({ highlights: next, mutedDomains });
}

export function setDomainMuted(domain: string, muted: boolean): void {
  const { highlights, mutedDomains } = readUserMarks();
  const name = domain.toLowerCase();
  const rest = mutedDomains.filter((entry) => entry !== name);
  write({ highlights, mutedDomains: muted ? [...rest, name] : rest });
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_MARKS_KEY) listener();
  };
  window.addEventListener(USER_MARKS_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(USER_MARKS_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useUserMarks(): UserMarks {
  return useSyncExternalStore(subscribe, readUserMarks, readUserMarks);
}

/** The highlight of one user; type disabled when none is set. */
export function highlightOf(marks: UserMarks, screenName: string): Highlight {
  return marks.highlights[screenName] ?? { type: 'disabled', color: DEFAULT_HIGHLIGHT_COLOR };
}
