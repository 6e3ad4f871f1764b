import { DEFAULT_PREFERENCES, type Preferences } from '@fedi/shared';
import { validateThemeSource } from '@fedi/shared/theme';

/** The version pair an export carries (spec §5: [major, minor]). */
export const SETTINGS_FILE_VERSION: readonly [number, number] = [1, 0];
const VERSION_KEY = '_pleroma_settings_version';
/** Theme parts a settings export leaves out (spec §5: "export without theme"). */
const THEME_KEYS = ['customTheme', 'customThemeSource', 'colors'];

export type SettingsFileError = 'invalid_file' | 'file_too_new' | 'file_too_old' | 'invalid_settings_imported';
export type SettingsFileResult =
  | { ok: true; preferences: Partial<Preferences>; warning: 'file_slightly_new' | null }
  | { ok: false; error: SettingsFileError };

/** The preferences as a JSON file (version [1, 0]; no theme). */
export function exportSettings(preferences: Preferences): string {
  return JSON.stringify({ [VERSION_KEY]: SETTINGS_FILE_VERSION, ...portablePreferences(preferences) }, null, 2);
}

const isMuteWord = (value: unknown) =>
  typeof value === 'string' ||
  (typeof value === 'object' && value !== null && typeof (value as { word?: unknown }).word === 'string');

/** The file's value for a preference when it has the preference's shape, else undefined. */
function validValue<K extends keyof Preferences>(key: K, value: unknown): Preferences[K] | undefined {
  const fallback = DEFAULT_PREFERENCES[key];
  // The user's own theme (a server profile carries it; a file may): checked like an imported theme file.
  if (key === 'customTheme')
    return (value === null ? null : (validateThemeSource(value) ?? undefined)) as Preferences[K] | undefined;
  if (Array.isArray(fallback))
    return Array.isArray(value) && value.every(isMuteWord) ? (value as Preferences[K]) : undefined;
  if (typeof fallback === 'object') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const entries = Object.entries(value).filter(
      ([name, flag]) => name in (fallback as object) && typeof flag === 'boolean',
    );
    return { ...(fallback as object), ...Object.fromEntries(entries) } as Preferences[K];
  }
  return typeof value === typeof fallback ? (value as Preferences[K]) : undefined;
}

/** The known preferences of a settings object (a file's or a server profile's) that have the right shape. */
export function pickPreferences(record: Record<string, unknown>): Partial<Preferences> {
  const preferences: Partial<Record<keyof Preferences, unknown>> = {};
  for (const key of Object.keys(DEFAULT_PREFERENCES) as Array<keyof Preferences>) {
    if (!(key in record)) continue;
    const value = validValue(key, record[key]);
    if (value !== undefined) preferences[key] = value;
  }
  return preferences as Partial<Preferences>;
}

/** The preferences without the theme parts (what an export carries; a server-side profile carries them all). */
export function portablePreferences(preferences: Preferences): Record<string, unknown> {
  return Object.fromEntries(Object.entries(preferences).filter(([key]) => !THEME_KEYS.includes(key)));
}

/**
 * Reads a settings file (spec §5): the version pair must be an array (else invalid_file); major above 1 is
 * file_too_new, below 1 file_too_old; a minor above 0 imports with the warning file_slightly_new. Then only the
 * known preferences with the right shape are taken; a file with none is invalid_settings_imported.
 */
export function parseSettingsFile(text: string): SettingsFileResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'invalid_file' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, error: 'invalid_file' };
  const record = data as Record<string, unknown>;
  const version = record[VERSION_KEY];
  if (!Array.isArray(version) || typeof version[0] !== 'number') return { ok: false, error: 'invalid_file' };
  const [major, minor = 0] = version as [number, number?];
  if (major > SETTINGS_FILE_VERSION[0]) return { ok: false, error: 'file_too_new' };
  if (major < SETTINGS_FILE_VERSION[0]) return { ok: false, error: 'file_too_old' };
  const preferences = pickPreferences(record);
  if (Object.keys(preferences).length === 0) return { ok: false, error: 'invalid_settings_imported' };
  return {
    ok: true,
    preferences,
    warning: typeof minor === 'number' && minor > SETTINGS_FILE_VERSION[1] ? 'file_slightly_new' : null,
  };
}
