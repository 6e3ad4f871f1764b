import { DEFAULT_PREFERENCES, setPreferences, usePreferences, type Preferences } from '@fedi/shared';

/**
 * The preferences this remote reads are the app's shared ones (spec §3 User preferences), so the
 * timeline's quick options, the settings modal and every other remote agree.
 */
export type TimelinePrefs = Preferences;
export const DEFAULT_PREFS: TimelinePrefs = DEFAULT_PREFERENCES;
export const setPrefs = setPreferences;
export const usePrefs = usePreferences;
