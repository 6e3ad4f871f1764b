/**
 * The theme model: every colour, opacity, radius, shadow and font the interface is drawn with. A theme is
 * resolved from a small palette (the eight colours pleroma-fe's `styles.json` entries carry) plus per-slot
 * overrides; `themeVariables` turns it into CSS custom properties on the document root, and stylesheets
 * read nothing else.
 */

/** Colour slots; each is the CSS variable `--<kebab-case slot>` (e.g. `panelBorder` → `--panel-border`). */
export const COLOR_SLOTS = [
  'bg', // the page behind the panels
  'panel', // panel background
  'panelHeader', // panel headers and the top bar
  'panelBorder', // borders of panels and controls
  'fg', // body text
  'fgStrong', // names, headings and control text
  'fgFaint', // secondary text: handles, timestamps, counts
  'link',
  'accent', // selected and active controls, focus ring
  'accentFg', // text on the accent colour
  'accentBg', // background of a selected or highlighted row
  'focusedBg', // background of the status in focus
  'btn', // button background
  'btnFg',
  'input', // text field background
  'inputFg',
  'popoverBg', // menus, popovers and tooltips
  'overlay', // the backdrop behind a modal
  'alert', // badges (unread counts)
  'alertFg',
  'error',
  'success',
  'warning',
  'info',
  'mediaBg', // behind media and in the media viewer
] as const;
export type ColorSlot = (typeof COLOR_SLOTS)[number];

/** Opacities of spec §9, applied where a layer is drawn over another. */
export const OPACITY_SLOTS = ['profileTint', 'alert', 'input', 'faint', 'underlay', 'alertPopup'] as const;
export type OpacitySlot = (typeof OPACITY_SLOTS)[number];

export const RADIUS_SLOTS = [
  'btn',
  'input',
  'checkbox',
  'panel',
  'avatar',
  'avatarAlt',
  'tooltip',
  'attachment',
] as const;
export type RadiusSlot = (typeof RADIUS_SLOTS)[number];

export const SHADOW_SLOTS = [
  'panel',
  'panelHeader',
  'topBar',
  'button',
  'buttonHover',
  'buttonPressed',
  'input',
  'popup',
  'avatar',
  'avatarStatus',
] as const;
export type ShadowSlot = (typeof SHADOW_SLOTS)[number];

/** Fonts: the interface, text fields, the text of posts, and code in posts. */
export const FONT_SLOTS = ['interface', 'input', 'post', 'postCode'] as const;
export type FontSlot = (typeof FONT_SLOTS)[number];

/** One layer of a shadow; `color` is opaque (`#rrggbb`), `alpha` its opacity. */
export interface ShadowLayer {
  x: number;
  y: number;
  blur: number;
  spread: number;
  color: string;
  alpha: number;
  inset: boolean;
}

/**
 * The colours a theme is derived from: pleroma-fe's short `styles.json` entry — panel background (`bg`),
 * button and header background (`fg`), text, link, and the red, green, blue and orange of states.
 */
export interface ThemePalette {
  bg: string;
  fg: string;
  text: string;
  link: string;
  red: string;
  green: string;
  blue: string;
  orange: string;
  /** The accent; the link colour when absent. */
  accent?: string;
}

/** A fully resolved theme: a value for every slot. */
export interface Theme {
  name: string;
  colorScheme: 'dark' | 'light';
  colors: Record<ColorSlot, string>;
  opacity: Record<OpacitySlot, number>;
  radii: Record<RadiusSlot, number>;
  shadows: Record<ShadowSlot, ShadowLayer[]>;
  fonts: Record<FontSlot, string>;
}

/**
 * What is stored and exported: a palette and the slots the user set. Resolving it derives every other
 * slot, so resetting a slot is deleting its override.
 */
export interface ThemeSource {
  name: string;
  palette: ThemePalette;
  colors?: Partial<Record<ColorSlot, string>>;
  opacity?: Partial<Record<OpacitySlot, number>>;
  radii?: Partial<Record<RadiusSlot, number>>;
  shadows?: Partial<Record<ShadowSlot, ShadowLayer[]>>;
  fonts?: Partial<Record<FontSlot, string>>;
}

/** Spec §9: default radii in px. */
export const DEFAULT_RADII: Record<RadiusSlot, number> = {
  btn: 4,
  input: 4,
  checkbox: 2,
  panel: 10,
  avatar: 5,
  avatarAlt: 50,
  tooltip: 2,
  attachment: 5,
};

/** Spec §9: default opacities. */
export const DEFAULT_OPACITY: Record<OpacitySlot, number> = {
  profileTint: 0.5,
  alert: 0.5,
  input: 0.5,
  faint: 0.5,
  underlay: 0.15,
  alertPopup: 0.95,
};

export const DEFAULT_FONTS: Record<FontSlot, string> = {
  interface: 'system-ui, sans-serif',
  input: 'system-ui, sans-serif',
  post: 'system-ui, sans-serif',
  postCode: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
};

const layer = (y: number, blur: number, alpha: number, inset = false): ShadowLayer => ({
  x: 0,
  y,
  blur,
  spread: 0,
  color: '#000000',
  alpha,
  inset,
});

export const DEFAULT_SHADOWS: Record<ShadowSlot, ShadowLayer[]> = {
  panel: [layer(1, 3, 0.4)],
  panelHeader: [],
  topBar: [layer(0, 4, 0.6)],
  button: [layer(0, 2, 0.5)],
  buttonHover: [layer(0, 4, 0.5)],
  buttonPressed: [layer(0, 4, 0.5, true)],
  input: [layer(1, 2, 0.4, true)],
  popup: [layer(2, 8, 0.5)],
  avatar: [],
  avatarStatus: [],
};

/** Spec §9: the contrast every foreground must reach on its background. */
export const CONTRAST_THRESHOLD = 4.5;
