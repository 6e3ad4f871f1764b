import { useSyncExternalStore, type CSSProperties } from 'react';

/**
 * Marks the signed-in user put on a status's author in the people remote's user card (stored there:
 * remotes/people/src/logic/userMarks.ts owns the format and the writes): the per-user highlight
 * (spec §3: type solid, striped or side, and a colour) and muted domains (spec §4).
 * Read-only here; kept in one file so the status itself changes by a few lines.
 */
const KEY = 'fedi:user-marks';
const EVENT = 'fedi:user-marks';

type HighlightType = 'solid' | 'striped' | 'side';
interface Stored {
  highlights?: Record<string, { type?: string; color?: string }>;
  mutedDomains?: string[];
}

export interface AuthorMarks {
  highlight: HighlightType | null;
  /** For the status article. */
  statusStyle: CSSProperties | undefined;
  /** For the author's name. */
  nameStyle: CSSProperties | undefined;
  /** The author's server is muted by the viewer. */
  domainMuted: boolean;
}

const NONE: AuthorMarks = { highlight: null, statusStyle: undefined, nameStyle: undefined, domainMuted: false };

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

let parsed: { raw: string | null; value: Stored } | null = null;
function stored(raw: string | null): Stored {
  if (parsed?.raw !== raw) {
    let value: Stored = {};
    try {
      const data = JSON.parse(raw ?? 'null') as unknown;
      if (data && typeof data === 'object') value = data as Stored;
    } catch {
      value = {};
    }
    parsed = { raw, value };
  }
  return parsed.value;
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener(EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** `#rgb`/`#rrggbb` plus an alpha byte; anything else falls back to white. */
function withAlpha(color: string, alpha: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  const full = !hex ? 'ffffff' : hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex;
  return `#${full}${alpha}`;
}

export function marksFor(data: Stored, screenName: string): AuthorMarks {
  const entry = data.highlights?.[screenName];
  const at = screenName.indexOf('@');
  const domain = at < 0 ? null : screenName.slice(at + 1).toLowerCase();
  const domainMuted = Boolean(domain && Array.isArray(data.mutedDomains) && data.mutedDomains.includes(domain));
  const type = entry?.type === 'solid' || entry?.type === 'striped' || entry?.type === 'side' ? entry.type : null;
  if (!type) return domainMuted ? { ...NONE, domainMuted } : NONE;
  const color = entry?.color ?? '#FFFFFF';
  const soft = withAlpha(color, '33');
  const statusStyle: CSSProperties =
    type === 'solid'
      ? { backgroundColor: soft }
      : type === 'striped'
        ? { backgroundImage: `repeating-linear-gradient(135deg, ${soft} 0 6px, transparent 6px 12px)` }
        : { boxShadow: `inset 4px 0 0 ${withAlpha(color, 'ff')}` };
  return { highlight: type, statusStyle, nameStyle: { backgroundColor: withAlpha(color, '55'), borderRadius: 2 }, domainMuted };
}

/** Highlight and domain mute of one author, updated live when the people remote changes them. */
export function useUserMarks(screenName: string): AuthorMarks {
  const raw = useSyncExternalStore(subscribe, readRaw, readRaw);
  return marksFor(stored(raw), screenName);
}
