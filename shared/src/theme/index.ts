// `@fedi/shared/theme`: the theme model (slots, defaults, bundled themes), resolving a source into every
// slot, contrast checks and fixes, CSS variables, the fixed design tokens (spacing and type scales), theme files (ours and pleroma-fe's) and `styles.json`.
// Not part of the shared index: it is bundled into what uses it, so the first load does not carry it.
export * from './model';
export { BUNDLED_THEMES, bundledTheme, DEFAULT_THEME_NAME } from './bundled';
export { blend, contrastRatio, fixContrast, isColor, isDark, shiftLightness, textOn, toHex } from './color';
export { deriveColors, resolveTheme, withAccent } from './derive';
export { CONTRAST_PAIRS, contrastReport, fixPair, type ContrastResult } from './contrast';
export { applyVariables, cssVariable, shadowCss, themeVariables } from './cssVariables';
export { FONT_SIZE, FONT_WEIGHT, LINE_HEIGHT, SPACE, tokenVariables } from './tokens';
export {
  exportTheme,
  importPleromaTheme,
  parseThemeFile,
  THEME_FILE_VERSION,
  validateThemeSource,
  type ThemeFileError,
  type ThemeFileResult,
} from './themeFile';
export { sourceOfEntry } from './stylesJson';
export { sourceOfChoice, type ChoiceInputs } from './choice';
