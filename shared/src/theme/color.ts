import { colord, extend, type Colord } from 'colord';
import mixPlugin from 'colord/plugins/mix';

extend([mixPlugin]);

/** Whether a string is a colour the theme accepts (hex, rgb(), hsl() or a CSS name colord knows). */
export function isColor(value: unknown): boolean {
  return typeof value === 'string' && colord(value).isValid();
}

/** `#rrggbb`, or `#rrggbbaa` when translucent. */
export function toHex(value: string | Colord): string {
  return (typeof value === 'string' ? colord(value) : value).toHex();
}

/** The colour drawn when `top` (possibly translucent) lies over the opaque `bottom`. */
export function over(top: string, bottom: string): string {
  const upper = colord(top);
  const alpha = upper.alpha();
  return colord(bottom).mix(upper.alpha(1), alpha, 'rgb').toHex();
}

/** `color` at `alpha` over `bottom`, as an opaque colour. */
export function blend(color: string, alpha: number, bottom: string): string {
  return colord(bottom).mix(colord(color).alpha(1), alpha, 'rgb').toHex();
}

/** WCAG relative luminance, unrounded (colord's rounds to two places, too coarse at a threshold). */
export function luminance(color: string | Colord): number {
  const { r, g, b } = (typeof color === 'string' ? colord(color) : color).toRgb();
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

const ratioOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** WCAG contrast ratio of a foreground on an opaque background (a translucent foreground is laid over it). */
export function contrastRatio(foreground: string, background: string): number {
  return ratioOf(luminance(over(foreground, background)), luminance(background));
}

export function isDark(color: string): boolean {
  return luminance(color) < 0.18;
}

/** Moves HSL lightness by `amount` percentage points (negative darkens), as pleroma-fe's `--slot,±n` does. */
export function shiftLightness(color: string, amount: number): string {
  const value = colord(color);
  return (amount >= 0 ? value.lighten(amount / 100) : value.darken(-amount / 100)).toHex();
}

/**
 * The foreground nearest the given one that reaches `ratio` on `background`: lightness moves toward white
 * on a dark background and toward black on a light one (the other way when that way cannot reach it), keeping
 * hue and saturation. Returns the foreground unchanged when it already passes.
 */
export function fixContrast(foreground: string, background: string, ratio: number): string {
  const opaque = over(foreground, background);
  if (contrastRatio(opaque, background) >= ratio) return toHex(foreground);
  const towardLight = isDark(background);
  const attempt = (lighter: boolean) => {
    const limit = lighter ? '#ffffff' : '#000000';
    if (contrastRatio(limit, background) < ratio) return undefined;
    // Bisection on how far to move toward the limit: the smallest step whose hex value passes.
    const moved = (amount: number) =>
      (lighter ? colord(opaque).lighten(amount) : colord(opaque).darken(amount)).toHex();
    let low = 0;
    let high = 1;
    for (let step = 0; step < 24; step += 1) {
      const middle = (low + high) / 2;
      if (contrastRatio(moved(middle), background) >= ratio) high = middle;
      else low = middle;
    }
    const fixed = moved(high);
    return contrastRatio(fixed, background) >= ratio ? fixed : limit;
  };
  return attempt(towardLight) ?? attempt(!towardLight) ?? (towardLight ? '#ffffff' : '#000000');
}

/** Black or white, whichever reads better on `background` (dark text on the accent, white on a dark red). */
export function textOn(background: string): string {
  return contrastRatio('#111111', background) >= contrastRatio('#ffffff', background) ? '#111111' : '#ffffff';
}
