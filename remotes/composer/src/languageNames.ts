/**
 * The post-language choices as `{ code, name }`, named in the interface language (`Intl.DisplayNames`) and
 * sorted by that name; a code the browser cannot name keeps the code as its name.
 */
export function languageOptions(codes: readonly string[], interfaceLanguage: string): { code: string; name: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([interfaceLanguage, 'en'], { type: 'language' });
  } catch {
    names = null;
  }
  const nameOf = (code: string) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code;
    }
  };
  const collator = new Intl.Collator(interfaceLanguage);
  return [...new Set(codes)]
    .map((code) => ({ code, name: nameOf(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
