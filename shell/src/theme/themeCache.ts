/**
 * The theme last applied, as CSS variables, kept in this browser so that `public/theme-boot.js` (a
 * blocking script in the page's head) puts it on the root before the first paint: a reload never flashes
 * another theme, and no theme code is needed for it. The boot script reads this same shape; keep them in
 * step (themeCache.test.ts runs the script against what `writeThemeCache` stores).
 */
export const THEME_CACHE_KEY = 'fedi:theme';
/** The default theme (spec §9); the stylesheet's root variables are exactly it (defaultTheme.test.ts). */
export const DEFAULT_THEME = 'pleroma-dark';
/** Bundled themes' names, for which an instance's styles.json entry of the same name is not fetched. */
export const BUNDLED = ['pleroma-dark', 'fedi-light', 'fedi-black'];

/**
 * The theme in effect: the preference, else the instance's default (`instance:<key>`), else pleroma-dark.
 * An instance theme named like a bundled one is the bundled one: instances ship pleroma-dark under that
 * name, and a first visit should not download theme code to draw what the stylesheet already draws.
 */
export function themeChoice(theme: string, instanceTheme: string | null | undefined): string {
  const choice = theme || (instanceTheme ? `instance:${instanceTheme}` : DEFAULT_THEME);
  const key = choice.startsWith('instance:') ? choice.slice('instance:'.length) : null;
  return key && BUNDLED.includes(key) ? key : choice;
}
/** The media query under which a "follow the system" theme uses its light variables. */
export const LIGHT_SCHEME_QUERY = '(prefers-color-scheme: light)';

export interface ThemeCache {
  /** What the variables were made from (the choice and its inputs): unchanged → nothing to resolve. */
  key: string;
  variables: Record<string, string>;
  /** "Follow the system": the variables while the system is light. */
  light?: Record<string, string>;
}

export function readThemeCache(): ThemeCache | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(THEME_CACHE_KEY) ?? 'null');
    if (value && typeof value === 'object' && typeof (value as ThemeCache).key === 'string') return value as ThemeCache;
  } catch {
    // Unreadable storage: the stylesheet's defaults stand until the theme is resolved again.
  }
  return null;
}

export function writeThemeCache(cache: ThemeCache): void {
  try {
    window.localStorage.setItem(THEME_CACHE_KEY, JSON.stringify(cache));
  } catch {
    // Storage refused: this page has the theme; the next load resolves it again.
  }
}

/** The variables that apply now: the light set of a "follow the system" theme while the system is light. */
export function currentVariables(cache: ThemeCache): Record<string, string> {
  return cache.light && window.matchMedia?.(LIGHT_SCHEME_QUERY).matches ? cache.light : cache.variables;
}

/** Sets the variables on the root, removing the ones of a previous theme it does not have. */
export function applyToRoot(variables: Record<string, string>, root: HTMLElement = document.documentElement): void {
  const previous = root.dataset.themeVariables?.split(' ') ?? [];
  for (const name of previous) if (!(name in variables)) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  root.dataset.themeVariables = Object.keys(variables).join(' ');
}
