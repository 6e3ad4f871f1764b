/** Spec §9 default text limit; 0 or less means no limit (spec §5). */
export const DEFAULT_TEXT_LIMIT = 5000;

/** Characters left = limit − text − content warning; null when there is no limit. */
export function charactersLeft(text: string, spoiler: string, limit: number = DEFAULT_TEXT_LIMIT): number | null {
  if (limit <= 0) return null;
  return limit - [...text].length - [...spoiler].length;
}
