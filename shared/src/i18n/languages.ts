/** Interface languages this build offers (names in their own language). English is always bundled. */
export const INTERFACE_LANGUAGES: Record<string, string> = { en: 'English', de: 'Deutsch' };
