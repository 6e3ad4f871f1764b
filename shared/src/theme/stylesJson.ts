import { isColor, toHex } from './color';
import type { ThemeSource } from './model';

/** One theme an instance offers in `/static/styles.json`: a palette, or a URL of a full theme file. */
export type InstanceTheme =
  { id: string; name: string; source: ThemeSource } | { id: string; name: string; url: string };

/**
 * Reads `styles.json` in both shapes pleroma-fe and akkoma-fe use: `id → [name, bg, fg, text, link, red,
 * green, blue, orange]` (missing state colours are taken from the link colour) or `id → "/path/theme.json"`.
 * Entries of neither shape are skipped; a non-object gives no themes.
 */
export function parseStylesJson(data: unknown): InstanceTheme[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [];
  const themes: InstanceTheme[] = [];
  for (const [id, entry] of Object.entries(data as Record<string, unknown>)) {
    if (typeof entry === 'string') {
      if (/^(\/|https:\/\/)[^\s]*\.json$/i.test(entry)) themes.push({ id, name: id, url: entry });
      continue;
    }
    if (!Array.isArray(entry) || typeof entry[0] !== 'string') continue;
    const [name, bg, fg, text, link, red, green, blue, orange] = entry as unknown[];
    if (![bg, fg, text, link].every(isColor)) continue;
    const state = (value: unknown) => (isColor(value) ? toHex(value as string) : toHex(link as string));
    themes.push({
      id,
      name: name as string,
      source: {
        name: id,
        palette: {
          bg: toHex(bg as string),
          fg: toHex(fg as string),
          text: toHex(text as string),
          link: toHex(link as string),
          red: state(red),
          green: state(green),
          blue: state(blue),
          orange: state(orange),
        },
      },
    });
  }
  return themes;
}
