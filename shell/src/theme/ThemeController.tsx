import { useEffect } from 'react';
import { useApiClient, useInstanceConfig, usePreferences, useStyles } from '@fedi/shared';
import { useActiveAccent } from './activeAccent';
import {
  applyToRoot,
  currentVariables,
  DEFAULT_THEME as DEFAULT,
  themeChoice,
  LIGHT_SCHEME_QUERY,
  readThemeCache,
  writeThemeCache,
  type ThemeCache,
} from './themeCache';

/**
 * Keeps the root's theme variables on the chosen theme (spec §3 theme; `Preferences.theme`): the
 * preference, else the instance's default theme, else pleroma-dark. The boot script already applied the
 * last theme before the first paint; theme code (colour maths, files) loads only when the choice or its
 * inputs changed since. "Follow the system" switches live with `prefers-color-scheme`. A chunk of its own, mounted
 * by `ThemeGate` only when a theme other than the default is chosen or was applied.
 */
export function ThemeController() {
  const [{ theme, customTheme }] = usePreferences();
  const { config, loaded } = useInstanceConfig();
  const client = useApiClient();
  const choice = theme || loaded ? themeChoice(theme, config.theme) : '';
  const instanceKey = choice.startsWith('instance:') ? choice.slice('instance:'.length) : null;
  const { themes, loading } = useStyles();
  const entry = instanceKey ? themes.find((item) => item.name === instanceKey) : undefined;
  const waiting = !choice || (instanceKey !== null && loading);
  const accent = useActiveAccent();
  const key = JSON.stringify([choice, choice === 'custom' ? customTheme : null, entry ?? null, accent ?? null]);

  useEffect(() => {
    if (waiting) return undefined;
    const cached = readThemeCache();
    let cancelled = false;
    const show = (cache: ThemeCache) => applyToRoot(currentVariables(cache));
    if (cached?.key === key) show(cached);
    else if (choice === DEFAULT && !accent) {
      // The stylesheet's own variables are the default theme: no theme code to load, nothing to set.
      const cache = { key, variables: {} };
      writeThemeCache(cache);
      show(cache);
    } else
      void import('./resolveChoice')
        .then(({ resolveChoice }) =>
          resolveChoice({ choice, custom: customTheme, entry, accent }, (url) => client.instance.staticFile(url)),
        )
        .then((resolved) => {
          if (cancelled) return;
          const cache = { key, ...resolved };
          writeThemeCache(cache);
          show(cache);
        });
    const media = window.matchMedia?.(LIGHT_SCHEME_QUERY);
    const onChange = () => {
      const current = readThemeCache();
      if (current?.key === key) show(current);
    };
    media?.addEventListener?.('change', onChange);
    return () => {
      cancelled = true;
      media?.removeEventListener?.('change', onChange);
    };
    // `key` stands for the choice and its inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, waiting]);
  return null;
}
