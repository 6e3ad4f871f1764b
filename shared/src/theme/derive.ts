import { blend, fixContrast, isDark, shiftLightness, textOn, toHex } from './color';
import {
  type ColorSlot,
  CONTRAST_THRESHOLD,
  DEFAULT_FONTS,
  DEFAULT_OPACITY,
  DEFAULT_RADII,
  DEFAULT_SHADOWS,
  type Theme,
  type ThemePalette,
  type ThemeSource,
} from './model';

/**
 * Every colour slot from the palette and the opacities. Derived foregrounds are made to reach the contrast
 * threshold on what they are drawn on, so a palette alone always gives a readable theme.
 */
export function deriveColors(palette: ThemePalette, opacity: Theme['opacity']): Record<ColorSlot, string> {
  const panel = toHex(palette.bg);
  const dark = isDark(panel);
  // Toward the "far" end: lighter on a dark theme, darker on a light one.
  const away = (color: string, amount: number) => shiftLightness(color, dark ? amount : -amount);
  const readable = (color: string, background: string) => fixContrast(color, background, CONTRAST_THRESHOLD);

  const header = toHex(palette.fg);
  const fg = readable(palette.text, panel);
  const fgStrong = readable(away(palette.text, 15), panel);
  const accent = toHex(palette.accent ?? palette.link);
  // Text fields: the header colour at the input opacity over the panel.
  const input = blend(header, opacity.input, panel);
  const accentBg = blend(accent, 0.2, panel);
  return {
    // The page is a little darker than its panels, in dark and light themes alike.
    bg: shiftLightness(panel, dark ? -3 : -5),
    panel,
    panelHeader: header,
    panelBorder: blend(palette.text, 0.12, panel),
    fg,
    fgStrong,
    fgFaint: readable(blend(palette.text, opacity.faint, panel), panel),
    // Links sit on the panel and on the selected row or tab (accentBg): readable on both.
    link: readable(readable(palette.link, panel), accentBg),
    accent,
    accentFg: textOn(accent),
    accentBg,
    focusedBg: blend(accent, 0.08, panel),
    btn: header,
    btnFg: readable(fgStrong, header),
    input,
    inputFg: readable(fgStrong, input),
    popoverBg: dark ? away(panel, 2) : panel,
    overlay: dark ? '#000000a6' : '#0000008c',
    alert: toHex(palette.red),
    alertFg: textOn(palette.red),
    error: readable(palette.red, panel),
    success: readable(palette.green, panel),
    warning: readable(palette.orange, panel),
    info: readable(palette.blue, panel),
    mediaBg: '#000000',
  };
}

/** The full theme of a source: derived slots with the source's overrides on top. */
export function resolveTheme(source: ThemeSource): Theme {
  const opacity = { ...DEFAULT_OPACITY, ...source.opacity };
  const colors = { ...deriveColors(source.palette, opacity), ...source.colors };
  return {
    name: source.name,
    colorScheme: isDark(colors.panel) ? 'dark' : 'light',
    colors,
    opacity,
    radii: { ...DEFAULT_RADII, ...source.radii },
    shadows: { ...DEFAULT_SHADOWS, ...source.shadows },
    fonts: { ...DEFAULT_FONTS, ...source.fonts },
  };
}

/**
 * The theme with an account's own accent (issue 15: it is plain which account is in use): the accent and
 * what is derived from it (the text on it, the selected and focused rows), links kept readable on the new
 * selected row. Everything else stays the theme's.
 */
export function withAccent(theme: Theme, accent: string): Theme {
  const color = toHex(accent);
  const { panel } = theme.colors;
  const accentBg = blend(color, 0.2, panel);
  return {
    ...theme,
    colors: {
      ...theme.colors,
      accent: color,
      accentFg: textOn(color),
      accentBg,
      focusedBg: blend(color, 0.08, panel),
      link: fixContrast(theme.colors.link, accentBg, CONTRAST_THRESHOLD),
    },
  };
}
