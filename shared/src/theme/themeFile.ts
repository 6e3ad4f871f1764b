import { isColor, shiftLightness, isDark, toHex } from './color';
import { bundledTheme, DEFAULT_THEME_NAME } from './bundled';
import {
  COLOR_SLOTS,
  type ColorSlot,
  FONT_SLOTS,
  type FontSlot,
  OPACITY_SLOTS,
  type OpacitySlot,
  RADIUS_SLOTS,
  type RadiusSlot,
  SHADOW_SLOTS,
  type ShadowLayer,
  type ShadowSlot,
  type ThemePalette,
  type ThemeSource,
} from './model';

/** The version pair our theme files carry (spec §5). */
export const THEME_FILE_VERSION: readonly [number, number] = [1, 0];
const VERSION_KEY = '_fedi_theme_version';

export type ThemeFileError = 'invalid_file' | 'file_too_new' | 'file_too_old';
export type ThemeFileResult =
  | {
      ok: true;
      source: ThemeSource;
      /** Spec §5: a newer minor version imports with a warning. */
      warning: 'file_slightly_new' | null;
      /** What a pleroma-fe file had that this theme model has no place for (`colors.cOrange`, …). */
      unmapped: string[];
    }
  | { ok: false; error: ThemeFileError };

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A theme as a file: the version pair and the source. */
export function exportTheme(source: ThemeSource): string {
  return JSON.stringify({ [VERSION_KEY]: THEME_FILE_VERSION, source }, null, 2);
}

function readLayers(value: unknown, color: (raw: unknown) => string | undefined): ShadowLayer[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const layers: ShadowLayer[] = [];
  for (const raw of value) {
    if (!isRecord(raw)) return undefined;
    const layerColor = color(raw.color);
    if (!layerColor) return undefined;
    const numbers = [raw.x, raw.y, raw.blur, raw.spread ?? 0].map(Number);
    if (numbers.some((number) => !Number.isFinite(number))) return undefined;
    const [x, y, blur, spread] = numbers as [number, number, number, number];
    const alpha = raw.alpha === undefined ? 1 : Number(raw.alpha);
    if (!Number.isFinite(alpha) || alpha < 0 || alpha > 1) return undefined;
    layers.push({ x, y, blur, spread, color: toHex(layerColor).slice(0, 7), alpha, inset: raw.inset === true });
  }
  return layers;
}

/** Checks a source of ours: a complete palette, known slots only, values of the right kind. */
export function validateThemeSource(value: unknown): ThemeSource | undefined {
  if (!isRecord(value) || typeof value.name !== 'string' || !isRecord(value.palette)) return undefined;
  const palette = value.palette;
  const required = ['bg', 'fg', 'text', 'link', 'red', 'green', 'blue', 'orange'] as const;
  if (!required.every((key) => isColor(palette[key]))) return undefined;
  if (palette.accent !== undefined && !isColor(palette.accent)) return undefined;
  const source: ThemeSource = {
    name: value.name.slice(0, 100),
    palette: Object.fromEntries(
      [...required, ...(palette.accent === undefined ? [] : ['accent' as const])].map((key) => [
        key,
        toHex(palette[key] as string),
      ]),
    ) as unknown as ThemePalette,
  };
  const section = <S extends string, T>(
    name: string,
    slots: readonly S[],
    read: (raw: unknown) => T | undefined,
  ): Partial<Record<S, T>> | undefined | false => {
    const raw = value[name];
    if (raw === undefined) return undefined;
    if (!isRecord(raw)) return false;
    const out: Partial<Record<S, T>> = {};
    for (const [key, item] of Object.entries(raw)) {
      if (!(slots as readonly string[]).includes(key)) return false;
      const parsed = read(item);
      if (parsed === undefined) return false;
      out[key as S] = parsed;
    }
    return out;
  };
  const colors = section<ColorSlot, string>('colors', COLOR_SLOTS, (raw) =>
    isColor(raw) ? toHex(raw as string) : undefined,
  );
  const opacity = section<OpacitySlot, number>('opacity', OPACITY_SLOTS, (raw) =>
    isNumber(raw) && raw >= 0 && raw <= 1 ? raw : undefined,
  );
  const radii = section<RadiusSlot, number>('radii', RADIUS_SLOTS, (raw) =>
    isNumber(raw) && raw >= 0 && raw <= 999 ? raw : undefined,
  );
  const shadows = section<ShadowSlot, ShadowLayer[]>('shadows', SHADOW_SLOTS, (raw) =>
    readLayers(raw, (color) => (isColor(color) ? (color as string) : undefined)),
  );
  const fonts = section<FontSlot, string>('fonts', FONT_SLOTS, (raw) =>
    typeof raw === 'string' && raw.length <= 200 && !/[;{}<>]/.test(raw) ? raw : undefined,
  );
  if ([colors, opacity, radii, shadows, fonts].includes(false)) return undefined;
  if (colors) source.colors = colors;
  if (opacity) source.opacity = opacity;
  if (radii) source.radii = radii;
  if (shadows) source.shadows = shadows as Partial<Record<ShadowSlot, ShadowLayer[]>>;
  if (fonts) source.fonts = fonts;
  return source;
}

/** pleroma-fe colour slots that become a palette entry, and those that become one of our slots. */
const PLEROMA_PALETTE: Record<string, keyof ThemePalette> = {
  bg: 'bg',
  fg: 'fg',
  text: 'text',
  link: 'link',
  accent: 'accent',
  cRed: 'red',
  cGreen: 'green',
  cBlue: 'blue',
  cOrange: 'orange',
};
const PLEROMA_COLORS: Record<string, ColorSlot> = {
  panel: 'panelHeader',
  border: 'panelBorder',
  faint: 'fgFaint',
  btn: 'btn',
  btnText: 'btnFg',
  input: 'input',
  inputText: 'inputFg',
  popover: 'popoverBg',
  badgeNotification: 'alert',
  badgeNotificationText: 'alertFg',
  selectedPost: 'focusedBg',
  selectedMenu: 'accentBg',
};
/** Version 1 files kept radii at the top level under these names. */
const PLEROMA_V1_RADII: Record<string, RadiusSlot> = {
  btnRadius: 'btn',
  inputRadius: 'input',
  checkboxRadius: 'checkbox',
  panelRadius: 'panel',
  avatarRadius: 'avatar',
  avatarAltRadius: 'avatarAlt',
  tooltipRadius: 'tooltip',
  attachmentRadius: 'attachment',
};

/**
 * Maps a theme file pleroma-fe or akkoma-fe exported (`_pleroma_theme_version` 1 or 2, colours possibly
 * referring to other slots as `--slot` or `--slot,±lightness`) onto a source of ours, listing what it could
 * not place.
 */
export function importPleromaTheme(file: Json): { source: ThemeSource; unmapped: string[] } | undefined {
  const body = isRecord(file.source) ? file.source : isRecord(file.theme) ? file.theme : file;
  const rawColors: Json = isRecord(body.colors) ? body.colors : body;
  const unmapped: string[] = [];
  const base = bundledTheme(DEFAULT_THEME_NAME)!.palette;

  // Resolve references with pleroma-fe's rule: a lightness shift is toward light on a dark theme.
  const literal = (key: string) => (isColor(rawColors[key]) ? toHex(rawColors[key] as string) : undefined);
  const darkTheme = isDark(literal('bg') ?? base.bg);
  const resolving = new Set<string>();
  const resolve = (raw: unknown): string | undefined => {
    if (typeof raw !== 'string') return undefined;
    if (raw === 'transparent') return '#00000000';
    const text: string = raw;
    if (isColor(text)) return toHex(text);
    const match = /^--([A-Za-z]+)\s*(?:,\s*(-?\d+(?:\.\d+)?))?$/.exec(text.trim());
    if (!match) return undefined;
    const [, slot = '', shift] = match;
    if (resolving.has(slot)) return undefined;
    resolving.add(slot);
    const target = resolve(rawColors[slot]) ?? (PLEROMA_PALETTE[slot] ? base[PLEROMA_PALETTE[slot]] : undefined);
    resolving.delete(slot);
    if (!target) return undefined;
    return shift ? shiftLightness(target, Number(shift) * (darkTheme ? 1 : -1)) : target;
  };

  const palette: Partial<ThemePalette> = {};
  const colors: Partial<Record<ColorSlot, string>> = {};
  for (const [key, raw] of Object.entries(rawColors)) {
    if (isRecord(raw) || Array.isArray(raw) || (body === rawColors && !(key in PLEROMA_PALETTE))) continue;
    const value = resolve(raw);
    if (key in PLEROMA_PALETTE && value) palette[PLEROMA_PALETTE[key]!] = value.slice(0, 7);
    else if (key in PLEROMA_COLORS && value) colors[PLEROMA_COLORS[key]!] = value;
    else unmapped.push(`colors.${key}`);
  }
  if (!palette.bg && !palette.text) return undefined;

  const opacity: Partial<Record<OpacitySlot, number>> = {};
  if (isRecord(body.opacity))
    for (const [key, raw] of Object.entries(body.opacity)) {
      if ((OPACITY_SLOTS as readonly string[]).includes(key) && isNumber(raw) && raw >= 0 && raw <= 1)
        opacity[key as OpacitySlot] = raw;
      else unmapped.push(`opacity.${key}`);
    }

  const radii: Partial<Record<RadiusSlot, number>> = {};
  const readRadius = (slot: RadiusSlot | undefined, key: string, raw: unknown) => {
    const value = Number(raw);
    if (slot && Number.isFinite(value) && value >= 0) radii[slot] = value;
    else unmapped.push(key);
  };
  if (isRecord(body.radii))
    for (const [key, raw] of Object.entries(body.radii))
      readRadius(
        (RADIUS_SLOTS as readonly string[]).includes(key) ? (key as RadiusSlot) : undefined,
        `radii.${key}`,
        raw,
      );
  for (const [key, slot] of Object.entries(PLEROMA_V1_RADII)) if (key in body) readRadius(slot, key, body[key]);

  const shadows: Partial<Record<ShadowSlot, ShadowLayer[]>> = {};
  if (isRecord(body.shadows))
    for (const [key, raw] of Object.entries(body.shadows)) {
      const layers = (SHADOW_SLOTS as readonly string[]).includes(key) ? readLayers(raw, resolve) : undefined;
      if (layers) shadows[key as ShadowSlot] = layers;
      else unmapped.push(`shadows.${key}`);
    }

  const fonts: Partial<Record<FontSlot, string>> = {};
  if (isRecord(body.fonts))
    for (const [key, raw] of Object.entries(body.fonts)) {
      const family = isRecord(raw) ? raw.family : raw;
      if ((FONT_SLOTS as readonly string[]).includes(key) && typeof family === 'string' && !/[;{}<>]/.test(family))
        fonts[key as FontSlot] = family;
      else unmapped.push(`fonts.${key}`);
    }

  const name = typeof file.name === 'string' ? file.name : typeof body.name === 'string' ? body.name : 'Imported';
  const source: ThemeSource = { name: name.slice(0, 100), palette: { ...base, ...palette } };
  if (Object.keys(colors).length) source.colors = colors;
  if (Object.keys(opacity).length) source.opacity = opacity;
  if (Object.keys(radii).length) source.radii = radii;
  if (Object.keys(shadows).length) source.shadows = shadows;
  if (Object.keys(fonts).length) source.fonts = fonts;
  return { source, unmapped };
}

/**
 * Reads a theme file: ours (version pair per spec §5: not an array → invalid_file, major above 1 →
 * file_too_new, below → file_too_old, newer minor → warning) or one pleroma-fe / akkoma-fe exported.
 */
export function parseThemeFile(text: string): ThemeFileResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'invalid_file' };
  }
  if (!isRecord(data)) return { ok: false, error: 'invalid_file' };
  if ('_pleroma_theme_version' in data) {
    const version = data._pleroma_theme_version;
    if (version !== 1 && version !== 2)
      return { ok: false, error: isNumber(version) && version > 2 ? 'file_too_new' : 'invalid_file' };
    const imported = importPleromaTheme(data);
    return imported ? { ok: true, warning: null, ...imported } : { ok: false, error: 'invalid_file' };
  }
  const version = data[VERSION_KEY];
  if (!Array.isArray(version) || !isNumber(version[0])) return { ok: false, error: 'invalid_file' };
  const [major, minor = 0] = version as [number, unknown];
  if (major > THEME_FILE_VERSION[0]) return { ok: false, error: 'file_too_new' };
  if (major < THEME_FILE_VERSION[0]) return { ok: false, error: 'file_too_old' };
  const source = validateThemeSource(data.source);
  if (!source) return { ok: false, error: 'invalid_file' };
  return {
    ok: true,
    source,
    warning: isNumber(minor) && minor > THEME_FILE_VERSION[1] ? 'file_slightly_new' : null,
    unmapped: [],
  };
}
