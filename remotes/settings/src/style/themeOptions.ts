import type { ThemeEntry, ThemeSource } from '@fedi/shared';
import { BUNDLED_THEMES, sourceOfEntry } from '@fedi/shared/theme';

/** One choice of the theme picker; `value` is what `Preferences.theme` stores. */
export interface ThemeOption {
  value: string;
  /** The i18n key of its name, or the instance's own name of the theme. */
  labelKey?: string;
  label?: string;
  /** What its swatch shows; absent for a theme that is a file on the instance (read when chosen). */
  source?: ThemeSource;
}

/**
 * The picker's choices: the instance's default, following the system, the bundled themes, the instance's
 * styles.json themes not named like a bundled one (those are the bundled one), and the user's own theme.
 */
export function themeOptions(instanceThemes: readonly ThemeEntry[], custom: ThemeSource | null): ThemeOption[] {
  const bundledNames = BUNDLED_THEMES.map((theme) => theme.name);
  return [
    { value: '', labelKey: 'style.instance_default' },
    { value: 'system', labelKey: 'style.follow_system' },
    ...BUNDLED_THEMES.map((source) => ({ value: source.name, labelKey: `style.bundled.${source.name}`, source })),
    ...instanceThemes
      .filter((entry) => !bundledNames.includes(entry.name))
      .map((entry) => ({
        value: `instance:${entry.name}`,
        label: entry.title ?? entry.name,
        source: sourceOfEntry(entry),
      })),
    ...(custom ? [{ value: 'custom', labelKey: 'style.custom', source: custom }] : []),
  ];
}
