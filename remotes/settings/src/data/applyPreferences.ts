import { getPreferences, pickLanguage, setInterfaceLanguage, setPreferences, type Preferences } from '@fedi/shared';

/**
 * Puts preferences read from a settings file or a server profile into the one shared store. A different interface
 * language is switched live (its strings fetched first, `setInterfaceLanguage`) and stored as chosen ('' follows the
 * browser). `stored` is false when the browser refused to store; `switching` settles once the language is shown.
 */
export function applyPreferences(patch: Partial<Preferences>): { stored: boolean; switching: Promise<void> | null } {
  const { interfaceLanguage, ...rest } = patch;
  let stored = setPreferences(rest);
  let switching: Promise<void> | null = null;
  if (interfaceLanguage !== undefined && interfaceLanguage !== getPreferences().interfaceLanguage) {
    switching = setInterfaceLanguage(interfaceLanguage || pickLanguage('', navigator.languages ?? [])).catch(
      (error: unknown) => console.warn('Interface language not loaded', error),
    );
    stored = setPreferences({ interfaceLanguage }) && stored;
  }
  return { stored, switching };
}
