import {
  COLOR_SLOTS,
  FONT_SLOTS,
  OPACITY_SLOTS,
  RADIUS_SLOTS,
  SHADOW_SLOTS,
  type ShadowLayer,
  type Theme,
} from './model';
import { colord } from 'colord';
import { textOn } from './color';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The CSS variable of each slot kind: `--panel-border`, `--opacity-faint`, `--radius-btn`, `--shadow-popup`, `--font-post`. */
export const cssVariable = {
  color: (slot: string) => `--${kebab(slot)}`,
  opacity: (slot: string) => `--opacity-${kebab(slot)}`,
  radius: (slot: string) => `--radius-${kebab(slot)}`,
  shadow: (slot: string) => `--shadow-${kebab(slot)}`,
  font: (slot: string) => `--font-${kebab(slot)}`,
};

/** A shadow's layers as a `box-shadow` value (`none` without layers). */
export function shadowCss(layers: readonly ShadowLayer[]): string {
  if (layers.length === 0) return 'none';
  return layers
    .map((layer) => {
      const color = colord(layer.color).alpha(layer.alpha).toRgbString();
      return `${layer.inset ? 'inset ' : ''}${layer.x}px ${layer.y}px ${layer.blur}px ${layer.spread}px ${color}`;
    })
    .join(', ');
}

/** Every slot of a theme as CSS custom properties, plus `color-scheme` and the derived `--media-fg`. */
export function themeVariables(theme: Theme): Record<string, string> {
  const variables: Record<string, string> = { 'color-scheme': theme.colorScheme };
  for (const slot of COLOR_SLOTS) variables[cssVariable.color(slot)] = theme.colors[slot];
  // Derived, not a slot: text over media and in the media viewer (black or white, whichever reads on mediaBg).
  variables['--media-fg'] = textOn(theme.colors.mediaBg);
  for (const slot of OPACITY_SLOTS) variables[cssVariable.opacity(slot)] = String(theme.opacity[slot]);
  for (const slot of RADIUS_SLOTS) variables[cssVariable.radius(slot)] = `${theme.radii[slot]}px`;
  for (const slot of SHADOW_SLOTS) variables[cssVariable.shadow(slot)] = shadowCss(theme.shadows[slot]);
  for (const slot of FONT_SLOTS) variables[cssVariable.font(slot)] = theme.fonts[slot];
  return variables;
}

/** Sets the variables on an element (the document root by default); one style write per variable. */
export function applyVariables(variables: Record<string, string>, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
}
