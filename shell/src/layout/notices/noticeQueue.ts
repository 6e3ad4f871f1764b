import type { GlobalNotice } from '@fedi/shared';

export interface ShownNotice extends GlobalNotice {
  id: number;
}

/**
 * Adds a notice (spec §3 global notice). A notice with the same message, or of the same group (the
 * settings sync's "Saving…" then "Saved"), replaces the one shown (new arguments, a fresh id so its
 * timeout starts again) instead of stacking under it.
 */
export function addNotice(shown: readonly ShownNotice[], notice: GlobalNotice, id: number): ShownNotice[] {
  const next = { ...notice, id };
  const same = (n: ShownNotice) =>
    notice.group ? n.group === notice.group : !n.group && n.messageKey === notice.messageKey;
  const index = shown.findIndex(same);
  if (index === -1) return [...shown, next];
  return shown.map((n, i) => (i === index ? next : n));
}

export function removeNotice(shown: readonly ShownNotice[], id: number): ShownNotice[] {
  return shown.filter((n) => n.id !== id);
}
