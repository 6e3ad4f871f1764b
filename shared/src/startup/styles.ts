import type { ApiClient } from '../api/client';

/** A theme the instance offers (spec §7 Startup, /static/styles.json). */
export interface ThemeEntry {
  /** Key in styles.json, e.g. `pleroma-dark`. */
  name: string;
  /** Where the theme's own JSON lives; absent for the old inline form (name and colours in an array). */
  url?: string;
  /** Display name of the old inline form. */
  title?: string;
  /** Colours of the old inline form: background, foreground, text, link… */
  colors?: string[];
}

/**
 * Reads styles.json: `{ "pleroma-dark": "/static/themes/pleroma-dark.json", … }`; the old form
 * `{ "pleroma-dark": ["Pleroma Dark", "#121a24", …] }` is accepted too. Other entries are skipped.
 */
export function parseStyles(data: unknown): ThemeEntry[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const themes: ThemeEntry[] = [];
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    if (typeof value === 'string' && value) themes.push({ name, url: value });
    else if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')) {
      const [title, ...colors] = value as string[];
      themes.push({ name, title, colors });
    }
  }
  return themes;
}

/** GET /static/styles.json as a list of themes. */
export async function loadStyles(client: Pick<ApiClient, 'instance'>, signal?: AbortSignal): Promise<ThemeEntry[]> {
  return parseStyles(await client.instance.staticFile('/static/styles.json', { signal }));
}
