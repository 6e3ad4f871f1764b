import type { CSSProperties } from 'react';
import { useUserMarks as useStoredUserMarks } from '@fedi/shared';

/**
 * How the marks the signed-in user put on a status's author (set in the people remote's user card, stored
 * by @fedi/shared's user marks) show on the status: the per-user highlight (spec §3: type solid, striped
 * or side, and a colour) and a muted domain (spec §4).
 */
export interface AuthorMarks {
  highlight: 'solid' | 'striped' | 'side' | null;
  /** For the status article. */
  statusStyle: CSSProperties | undefined;
  /** For the author's name. */
  nameStyle: CSSProperties | undefined;
  /** The author's server is muted by the viewer. */
  domainMuted: boolean;
}

const NONE: AuthorMarks = { highlight: null, statusStyle: undefined, nameStyle: undefined, domainMuted: false };

/** `#rgb`/`#rrggbb` plus an alpha byte; anything else falls back to white. */
function withAlpha(color: string, alpha: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  const full = !hex ? 'ffffff' : hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex;
  return `#${full}${alpha}`;
}

/** Stored marks, loosely typed: what storage holds may be older or hand-edited. */
interface StoredMarks {
  highlights?: Record<string, { type?: string; color?: string }>;
  mutedDomains?: readonly string[];
}

export function marksFor(data: StoredMarks, screenName: string): AuthorMarks {
  const entry = data.highlights?.[screenName];
  const at = screenName.indexOf('@');
  const domain = at < 0 ? null : screenName.slice(at + 1).toLowerCase();
  const domainMuted = Boolean(domain && data.mutedDomains?.includes(domain));
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
  return {
    highlight: type,
    statusStyle,
    nameStyle: { backgroundColor: withAlpha(color, '55'), borderRadius: 2 },
    domainMuted,
  };
}

/** Highlight and domain mute of one author, updated live when the people remote changes them. */
export function useUserMarks(screenName: string): AuthorMarks {
  return marksFor(useStoredUserMarks(), screenName);
}
