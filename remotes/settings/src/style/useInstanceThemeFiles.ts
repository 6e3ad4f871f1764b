import { useEffect, useState } from 'react';
import { useApiClient, type ThemeEntry, type ThemeSource } from '@fedi/shared';
import { bundledTheme, DEFAULT_THEME_NAME, parseThemeFile } from '@fedi/shared/theme';

/** What the picker shows of an instance theme that is a file: its colours and the name the file gives. */
export interface ThemeFileSummary {
  source: ThemeSource;
  /** The file's own name ("Redmond XX"); absent when the file could not be read. */
  title?: string;
}

/**
 * Reads the instance's theme files (styles.json entries given as a URL) for the picker's tiles. A file
 * that cannot be read shows what choosing it would apply: the bundled theme of its key, else the default.
 */
export function useInstanceThemeFiles(themes: readonly ThemeEntry[]): Record<string, ThemeFileSummary> {
  const client = useApiClient();
  const [files, setFiles] = useState<Record<string, ThemeFileSummary>>({});
  const wanted = themes.filter((entry) => entry.url && !entry.colors);
  const key = wanted.map((entry) => `${entry.name}=${entry.url}`).join('\n');
  useEffect(() => {
    if (!wanted.length) return undefined;
    const controller = new AbortController();
    const read = async (entry: ThemeEntry): Promise<[string, ThemeFileSummary]> => {
      const fallback = bundledTheme(entry.name) ?? bundledTheme(DEFAULT_THEME_NAME)!;
      try {
        const parsed = parseThemeFile(
          JSON.stringify(await client.instance.staticFile(entry.url!, { signal: controller.signal })),
        );
        if (parsed.ok)
          return [entry.name, { source: { ...parsed.source, name: entry.name }, title: parsed.source.name }];
      } catch {
        // Unreachable or not a theme: as when it is chosen.
      }
      return [entry.name, { source: fallback }];
    };
    void Promise.all(wanted.map(read)).then((read) => {
      if (!controller.signal.aborted) setFiles(Object.fromEntries(read));
    });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the entries, by their names and URLs
  }, [client, key]);
  return files;
}
