import type { ThemeEntry } from '../startup/styles';
import { isColor, toHex } from './color';
import type { ThemeSource } from './model';

/**
 * The theme of a `styles.json` entry in its short form (`[name, bg, fg, text, link, red, green, blue,
 * orange]`, read by the startup query as `title` and `colors`): missing state colours are the link
 * colour. Undefined for the URL form (its file is fetched and read with `parseThemeFile`) or bad colours.
 */
export function sourceOfEntry(entry: ThemeEntry): ThemeSource | undefined {
  if (!entry.colors) return undefined;
  const [bg, fg, text, link, red, green, blue, orange] = entry.colors;
  if (![bg, fg, text, link].every(isColor)) return undefined;
  const state = (value: string | undefined) => toHex(value !== undefined && isColor(value) ? value : link!);
  return {
    name: entry.name,
    palette: {
      bg: toHex(bg!),
      fg: toHex(fg!),
      text: toHex(text!),
      link: toHex(link!),
      red: state(red),
      green: state(green),
      blue: state(blue),
      orange: state(orange),
    },
  };
}
