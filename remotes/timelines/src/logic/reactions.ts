/** Spec §9: reactions shown before '+N'; accounts in the who-reacted popover. */
export const REACTIONS_SHOWN = 12;
export const REACTION_USERS_SHOWN = 16;

/** The reactions to show and how many more hide behind '+N' (all when expanded). */
export function visibleReactions<T>(
  reactions: readonly T[],
  expanded: boolean,
  limit = REACTIONS_SHOWN,
): { shown: T[]; more: number } {
  if (expanded || reactions.length <= limit) return { shown: [...reactions], more: 0 };
  return { shown: reactions.slice(0, limit), more: reactions.length - limit };
}
