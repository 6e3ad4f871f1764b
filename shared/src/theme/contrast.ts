import { contrastRatio, fixContrast } from './color';
import { resolveTheme } from './derive';
import { type ColorSlot, CONTRAST_THRESHOLD, type Theme, type ThemeSource } from './model';

/** The foreground / background pairs the interface draws text with. */
export const CONTRAST_PAIRS: ReadonlyArray<readonly [foreground: ColorSlot, background: ColorSlot]> = [
  ['fg', 'panel'],
  ['fgStrong', 'panel'],
  ['fgFaint', 'panel'],
  ['link', 'panel'],
  ['link', 'accentBg'], // the selected tab and row
  ['fgStrong', 'panelHeader'],
  ['fgStrong', 'accentBg'],
  ['fgStrong', 'focusedBg'],
  ['fg', 'popoverBg'],
  ['btnFg', 'btn'],
  ['inputFg', 'input'],
  ['accentFg', 'accent'],
  ['alertFg', 'alert'],
  ['error', 'panel'],
  ['success', 'panel'],
  ['warning', 'panel'],
  ['info', 'panel'],
];

export interface ContrastResult {
  foreground: ColorSlot;
  background: ColorSlot;
  ratio: number;
  passes: boolean;
}

/** Every pair's contrast ratio against the threshold (spec §9: 4.5). */
export function contrastReport(theme: Theme, threshold = CONTRAST_THRESHOLD): ContrastResult[] {
  return CONTRAST_PAIRS.map(([foreground, background]) => {
    const ratio = contrastRatio(theme.colors[foreground], theme.colors[background]);
    return { foreground, background, ratio, passes: ratio >= threshold };
  });
}

/** The one-click fix of a failing pair: the foreground, moved until it passes, becomes an override. */
export function fixPair(source: ThemeSource, foreground: ColorSlot, background: ColorSlot): ThemeSource {
  const theme = resolveTheme(source);
  const fixed = fixContrast(theme.colors[foreground], theme.colors[background], CONTRAST_THRESHOLD);
  return { ...source, colors: { ...source.colors, [foreground]: fixed } };
}
