import type { ThemeEntry, ThemeSource } from '@fedi/shared';
import { BUNDLED_THEMES, bundledTheme, DEFAULT_THEME_NAME, sourceOfEntry } from '@fedi/shared/theme';
import type { ThemeFileSummary } from './useInstanceThemeFiles';

/** One choice of the theme picker; `value` is what `Preferences.theme` stores. */
export interface ThemeOption {
  value: string;
  /** The i18n key of its name, or the instance's own name of the theme. */
  labelKey?: string;
  label?: string;
  /** What its swatch shows; absent for a theme file of the instance not read yet. */
  source?: ThemeSource;
  /** "Follow the system": the light and the dark theme it switches between. */
  sources?: ThemeSource[];
}

/** A theme's key as a title: `pleroma-light` → "Pleroma Light". */
export function humanize(key: string): string {
  return key
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The picker's choices: the instance's default, following the system, the bundled themes, the instance's
 * styles.json themes not named like a bundled one (those are the bundled one; a file is named by the name
 * it gives, else by its key made readable), and the user's own theme.
 */
export function themeOptions(
  instanceThemes: readonly ThemeEntry[],
  custom: ThemeSource | null,
  files: Readonly<Record<string, ThemeFileSummary>> = {},
): ThemeOption[] {
  const bundledNames = BUNDLED_THEMES.map((theme) => theme.name);
  return [
    { value: '', labelKey: 'style.instance_default' },
    {
      value: 'system',
      labelKey: 'style.follow_system',
      sources: [bundledTheme('fedi-light')!, bundledTheme(DEFAULT_THEME_NAME)!],
    },
    ...BUNDLED_THEMES.map((source) => ({ value: source.name, labelKey: `style.bundled.${source.name}`, source })),
    ...instanceThemes
      .filter((entry) => !bundledNames.includes(entry.name))
      .map((entry) => ({
        value: `instance:${entry.name}`,
        label: entry.title ?? files[entry.name]?.title ?? humanize(entry.name),
        source: sourceOfEntry(entry) ?? files[entry.name]?.source,
      })),
    ...(custom ? [{ value: 'custom', labelKey: 'style.custom', source: custom }] : []),
  ];
}
