import type { ThemeSource } from './model';

/** The themes every instance offers; `pleroma-dark` is the default (spec §9). */
export const BUNDLED_THEMES: readonly ThemeSource[] = [
  {
    name: 'pleroma-dark',
    palette: {
      bg: '#121a24',
      fg: '#182230',
      text: '#b9b9ba',
      link: '#d8a070',
      red: '#d31014',
      green: '#0fa00f',
      blue: '#0095ff',
      orange: '#ffa500',
    },
  },
  {
    name: 'fedi-light',
    palette: {
      bg: '#fbfbfa',
      fg: '#e6e9ed',
      text: '#2a2f36',
      link: '#1d64a8',
      red: '#c0262d',
      green: '#23772b',
      blue: '#1a5fb4',
      orange: '#a85400',
    },
  },
  {
    name: 'fedi-black',
    palette: {
      bg: '#000000',
      fg: '#15171a',
      text: '#d6d6d6',
      link: '#8ab4f8',
      red: '#ff5c5c',
      green: '#5cd65c',
      blue: '#5ca8ff',
      orange: '#ffb347',
    },
  },
];

export const DEFAULT_THEME_NAME = 'pleroma-dark';

export function bundledTheme(name: string): ThemeSource | undefined {
  return BUNDLED_THEMES.find((theme) => theme.name === name);
}
