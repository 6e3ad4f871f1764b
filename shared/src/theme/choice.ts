import type { ThemeEntry } from '../startup/styles';
import { bundledTheme, DEFAULT_THEME_NAME } from './bundled';
import type { ThemeSource } from './model';
import { sourceOfEntry } from './stylesJson';
import { parseThemeFile, validateThemeSource } from './themeFile';

export interface ChoiceInputs {
  /** `Preferences.customTheme`. */
  custom: ThemeSource | null;
  /** The instance's styles.json entry when the choice is `instance:<key>`. */
  entry?: ThemeEntry;
  /** Reads a theme file of the instance (a styles.json URL). */
  fetchFile(url: string): Promise<unknown>;
  /** For "follow the system": whether the system is light now. */
  prefersLight?: boolean;
}

const fallback = () => bundledTheme(DEFAULT_THEME_NAME)!;

/**
 * The source of a theme choice (`Preferences.theme` resolved against the instance default): a bundled
 * theme, the system's light or dark one, the user's own, or an instance theme (inline palette or file;
 * a bundled theme of its name when the file cannot be read). Never fails: pleroma-dark stands in.
 */
export async function sourceOfChoice(choice: string, inputs: ChoiceInputs): Promise<ThemeSource> {
  if (choice === 'system') return inputs.prefersLight ? bundledTheme('fedi-light')! : fallback();
  if (choice === 'custom') return validateThemeSource(inputs.custom) ?? fallback();
  if (!choice.startsWith('instance:')) return bundledTheme(choice) ?? fallback();
  const key = choice.slice('instance:'.length);
  const inline = inputs.entry && sourceOfEntry(inputs.entry);
  if (inline) return inline;
  if (inputs.entry?.url) {
    try {
      const parsed = parseThemeFile(JSON.stringify(await inputs.fetchFile(inputs.entry.url)));
      if (parsed.ok) return { ...parsed.source, name: key };
    } catch {
      // Unreachable or not a theme: the bundled theme of that name, else the default.
    }
  }
  return bundledTheme(key) ?? fallback();
}
