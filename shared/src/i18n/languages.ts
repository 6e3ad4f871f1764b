/**
 * Interface languages this build offers (names in their own language). English is always bundled; every
 * other language is one chunk per namespace, fetched only when it becomes the interface language.
 * A language listed here must have a complete file in every namespace (tools/localeCheck.mjs).
 */
export const INTERFACE_LANGUAGES: Record<string, string> = {
  en: 'English',
  de: 'Deutsch',
  ja: '日本語',
  ru: 'Русский',
  ar: 'العربية',
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  es: 'Español',
  ca: 'Català',
  eu: 'Euskara',
  oc: 'Occitan',
  it: 'Italiano',
  fr: 'Français',
  ro: 'Română',
  eo: 'Esperanto',
  ga: 'Gaeilge',
  nl: 'Nederlands',
  da: 'Dansk',
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  fi: 'Suomi',
  et: 'Eesti',
  pl: 'Polski',
  cs: 'Čeština',
  sk: 'Slovenčina',
  hu: 'Magyar',
  uk: 'Українська',
  el: 'Ελληνικά',
  tr: 'Türkçe',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  ko: '한국어',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
  fa: 'فارسی',
  he: 'עברית',
};

/** Scripts written right to left: the document gets `dir="rtl"` and the layout mirrors. */
const RIGHT_TO_LEFT = ['ar', 'fa', 'he'];

export function directionOf(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.includes(language.split('-')[0] ?? language) ? 'rtl' : 'ltr';
}

/** Browser tags that name a script variant by region. */
const ALIASES: Record<string, string> = {
  'zh-cn': 'zh-Hans',
  'zh-sg': 'zh-Hans',
  'zh-tw': 'zh-Hant',
  'zh-hk': 'zh-Hant',
  'zh-mo': 'zh-Hant',
  zh: 'zh-Hans',
  no: 'nb',
  // Portuguese without a region: the larger community's files.
  pt: 'pt-BR',
  nn: 'nb',
};

/**
 * The interface language: the stored choice when this build offers it, else the first of the browser's
 * preferred languages it offers (`pt-BR` as such, else `pt`), else English.
 */
export function pickLanguage(
  stored: string | undefined,
  preferred: readonly string[],
  offered: Record<string, string> = INTERFACE_LANGUAGES,
): string {
  const codes = Object.keys(offered);
  const find = (tag: string) => {
    const lower = tag.toLowerCase();
    const alias = ALIASES[lower];
    return codes.find((code) => code.toLowerCase() === lower) ?? (alias && codes.includes(alias) ? alias : undefined);
  };
  if (stored && find(stored)) return find(stored)!;
  for (const tag of preferred) {
    const exact = find(tag);
    if (exact) return exact;
    const base = find(tag.split('-')[0] ?? tag);
    if (base) return base;
  }
  return 'en';
}
