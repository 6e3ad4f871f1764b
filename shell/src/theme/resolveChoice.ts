import type { ThemeEntry, ThemeSource } from '@fedi/shared';
import {
  bundledTheme,
  DEFAULT_THEME_NAME,
  parseThemeFile,
  resolveTheme,
  sourceOfEntry,
  themeVariables,
  validateThemeSource,
} from '@fedi/shared/theme';
import type { ThemeCache } from './themeCache';

/** What a theme choice is made from (see `Preferences.theme`). */
export interface ThemeChoice {
  choice: string;
  custom: ThemeSource | null;
  /** The instance's styles.json entry when the choice is `instance:<key>`. */
  entry?: ThemeEntry;
}

const fallback = () => bundledTheme(DEFAULT_THEME_NAME)!;

async function instanceSource(
  key: string,
  entry: ThemeEntry | undefined,
  fetchFile: (url: string) => Promise<unknown>,
): Promise<ThemeSource> {
  const inline = entry && sourceOfEntry(entry);
  if (inline) return inline;
  if (entry?.url) {
    try {
      const parsed = parseThemeFile(JSON.stringify(await fetchFile(entry.url)));
      if (parsed.ok) return { ...parsed.source, name: key };
    } catch {
      // Unreachable or not a theme: a bundled theme of that name, else the default.
    }
  }
  return bundledTheme(key) ?? fallback();
}

/** The variables of a choice, and the light set for "follow the system". Never fails: the default stands in. */
export async function resolveChoice(
  { choice, custom, entry }: ThemeChoice,
  fetchFile: (url: string) => Promise<unknown>,
): Promise<Omit<ThemeCache, 'key'>> {
  const variablesOf = (source: ThemeSource) => themeVariables(resolveTheme(source));
  if (choice === 'system')
    return { variables: variablesOf(fallback()), light: variablesOf(bundledTheme('fedi-light')!) };
  if (choice === 'custom') return { variables: variablesOf(validateThemeSource(custom) ?? fallback()) };
  if (choice.startsWith('instance:'))
    return { variables: variablesOf(await instanceSource(choice.slice('instance:'.length), entry, fetchFile)) };
  return { variables: variablesOf(bundledTheme(choice) ?? fallback()) };
}
