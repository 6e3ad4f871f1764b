import type { ThemeEntry, ThemeSource } from '@fedi/shared';
import { resolveTheme, sourceOfChoice, themeVariables, withAccent } from '@fedi/shared/theme';
import type { ThemeCache } from './themeCache';

/** What a theme choice is made from (see `Preferences.theme`). */
export interface ThemeChoice {
  choice: string;
  custom: ThemeSource | null;
  /** The instance's styles.json entry when the choice is `instance:<key>`. */
  entry?: ThemeEntry;
  /** The active account's own accent, over whatever the theme's is. */
  accent?: string;
}

/** The variables of a choice, and the light set for "follow the system". Never fails: the default stands in. */
export async function resolveChoice(
  { choice, custom, entry, accent }: ThemeChoice,
  fetchFile: (url: string) => Promise<unknown>,
): Promise<Omit<ThemeCache, 'key'>> {
  const variablesOf = async (prefersLight: boolean) => {
    const theme = resolveTheme(await sourceOfChoice(choice, { custom, entry, fetchFile, prefersLight }));
    return themeVariables(accent ? withAccent(theme, accent) : theme);
  };
  return choice === 'system'
    ? { variables: await variablesOf(false), light: await variablesOf(true) }
    : { variables: await variablesOf(false) };
}
