import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUNDLED_THEMES,
  bundledTheme,
  DEFAULT_THEME_NAME,
  resolveTheme,
  themeVariables,
  tokenVariables,
} from '@fedi/shared/theme';
import { BUNDLED } from './themeCache';

/** The first `:root { … }` block of the shell's stylesheet, as name → value. */
function stylesheetDefaults(): Record<string, string> {
  const css = readFileSync(join(__dirname, '..', 'styles', 'app.css'), 'utf8');
  const block = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    block
      .split(';')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

it("the stylesheet's root variables are the default theme and the design tokens exactly (no theme code needed for it)", () => {
  const expected = { ...themeVariables(resolveTheme(bundledTheme(DEFAULT_THEME_NAME)!)), ...tokenVariables };
  const printed = Object.entries(expected)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  expect({ block: stylesheetDefaults(), replaceWith: printed }).toEqual({ block: expected, replaceWith: printed });
});

it("the controller's list of bundled names (kept out of the theme module for the first load) is the theme module's", () => {
  expect(BUNDLED).toEqual(BUNDLED_THEMES.map((theme) => theme.name));
});
