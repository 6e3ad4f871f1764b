import { lazy, Suspense, useState } from 'react';
import { useInstanceConfig, usePreferences } from '@fedi/shared';
import { useActiveAccent } from './activeAccent';
import { DEFAULT_THEME, readThemeCache, themeChoice } from './themeCache';

const ThemeController = lazy(() =>
  import(/* webpackChunkName: "theme-controller" */ './ThemeController').then((module) => ({
    default: module.ThemeController,
  })),
);

/**
 * Whether the theme controller has anything to do: a theme other than the default is chosen (by the user or
 * the instance), the account has its own accent, or the root still carries the variables of an earlier theme. The stylesheet's own
 * variables are the default theme, so most first visits need no theme code at all.
 */
export function needsThemeController(
  theme: string,
  instanceTheme: string | null | undefined,
  accent?: string,
): boolean {
  if (accent) return true;
  if (themeChoice(theme, instanceTheme) !== DEFAULT_THEME) return true;
  const cached = readThemeCache();
  return cached !== null && (Object.keys(cached.variables).length > 0 || cached.light !== undefined);
}

/**
 * Mounts the theme controller (a chunk of its own) once it has something to do, and keeps it mounted from
 * then on so that going back to the default theme clears the root's variables live.
 */
export function ThemeGate() {
  const [{ theme }] = usePreferences();
  const { config, loaded } = useInstanceConfig();
  const accent = useActiveAccent();
  const [mounted, setMounted] = useState(false);
  const needed = mounted || ((theme !== '' || loaded || accent) && needsThemeController(theme, config.theme, accent));
  if (needed && !mounted) setMounted(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ThemeController />
    </Suspense>
  );
}
