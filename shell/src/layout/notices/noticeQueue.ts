import type { GlobalNotice } from '@fedi/shared';

export interface ShownNotice extends GlobalNotice {
  id: number;
}

/**
 * Adds a notice (spec §3 global notice). A notice with the same message replaces the one shown (new
 * arguments, a fresh id so its timeout starts again) instead of stacking a copy.
 */
export function addNotice(shown: readonly ShownNotice[], notice: GlobalNotice, id: number): ShownNotice[] {
  const next = { ...notice, id };
  const index = shown.findIndex((n) => n.messageKey === notice.messageKey);
  if (index === -1) return [...shown, next];
  return shown.map((n, i) => (i === index ? next : n));
}

export function removeNotice(shown: readonly ShownNotice[], id: number): ShownNotice[] {
  return shown.filter((n) => n.id !== id);
}
