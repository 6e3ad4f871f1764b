const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Whether a character is one browsers drop from URLs (C0 controls and space), so `jav\tascript:` is `javascript:`. */
const ignoredInUrls = (char: string) => char.charCodeAt(0) <= 0x20;

/** An image address we keep: http(s) or scheme-less (same-site); never data:, blob:, javascript:… */
export function isWebAddress(url: string): boolean {
  const compact = Array.from(url)
    .filter((char) => !ignoredInUrls(char))
    .join('');
  return !SCHEME.test(compact) || /^https?:/i.test(compact);
}
