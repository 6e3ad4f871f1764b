// Design tokens (issue 20): the fixed scales every stylesheet reads, beside the theme's slots. Not part of
// a theme (no user edits them, no theme file carries them): the default `:root` block of app.css holds them
// with the default theme's variables (shell/src/theme/defaultTheme.test.ts), and tools/themeLiterals.mjs
// fails on a spacing or type literal anywhere else. Rem, so a reader's larger default font scales them.

/** Spacing (padding, margin, gap): a 4px rhythm with 2px and 6px for dense rows. */
export const SPACE = {
  1: '0.125rem', // 2px
  2: '0.25rem', // 4px
  3: '0.375rem', // 6px
  4: '0.5rem', // 8px
  5: '0.75rem', // 12px
  6: '1rem', // 16px
  7: '1.5rem', // 24px
  8: '2rem', // 32px
  9: '3rem', // 48px
} as const;

/** Font sizes; `md` is the body's. */
export const FONT_SIZE = {
  xs: '0.75rem', // 12px: badges, times, meta
  sm: '0.8125rem', // 13px: secondary text
  md: '0.9375rem', // 15px: body
  lg: '1.0625rem', // 17px: panel and dialog titles
  xl: '1.125rem', // 18px: page titles
  '2xl': '1.25rem', // 20px: single-glyph buttons (×, +)
  '3xl': '1.5rem', // 24px
} as const;

export const FONT_WEIGHT = { normal: '400', semibold: '600', bold: '700' } as const;

export const LINE_HEIGHT = { none: '1', tight: '1.25', normal: '1.45' } as const;

/** Every token as a CSS custom property: `--sp-4`, `--fs-sm`, `--fw-bold`, `--lh-normal`. */
export const tokenVariables: Readonly<Record<string, string>> = Object.fromEntries([
  ...Object.entries(SPACE).map(([step, value]) => [`--sp-${step}`, value]),
  ...Object.entries(FONT_SIZE).map(([step, value]) => [`--fs-${step}`, value]),
  ...Object.entries(FONT_WEIGHT).map(([step, value]) => [`--fw-${step}`, value]),
  ...Object.entries(LINE_HEIGHT).map(([step, value]) => [`--lh-${step}`, value]),
]);
