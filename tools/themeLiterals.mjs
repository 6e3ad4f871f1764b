#!/usr/bin/env node
// Theme literal check (issue 15): the shell's and every remote's styles read colours, radii, shadows and
// fonts only from the theme's CSS variables (`shared/src/theme`, written on the root by the theme
// controller; the default theme is app.css's generated `:root` block). A colour, radius, shadow or font
// literal anywhere else fails `npm test` (tools/themeLiterals.test.ts), naming the file and line.
// Design tokens (issue 20, `shared/src/theme/tokens.ts`, in the same `:root` block): padding, margin and
// gap take no px/rem length but the spacing scale (`--sp-*`; `0`, `auto`, `%`, `em` and calc() of tokens
// pass), font-size no length but `--fs-*` (percentages pass), font-weight only `--fw-*`, line-height only
// `--lh-*` (or `0`/`normal`), the `font` shorthand no number.
//
// Allowed shapes that are not theme values: `0`, circles (`50%`) and pills (`999px`/`9999px`) as radii;
// `transparent`, `currentColor`, `inherit`, `none`; colours mixed from theme variables (`color-mix(…var(--x)…)`).
// Allowed literals, each with its reason, are listed in ALLOWED below.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..');
const SOURCE_DIRS = [
  'shell/src',
  'shared/src',
  ...readdirSync(join(ROOT, 'remotes')).map((name) => `remotes/${name}/src`),
];

/** Literals that are not theme values: [file, property, reason]. */
const ALLOWED = [
  // MFM `$[rainbow …]` draws a rainbow: the effect's colours are the content, not the theme.
  [
    'remotes/timelines/src/timeline.css',
    'background',
    /linear-gradient\(90deg, red, orange, yellow, green, blue, violet\)/,
  ],
  // A mask only reads alpha: the colour is never seen.
  [/./, 'mask-image', /./],
  [/./, '-webkit-mask-image', /./],
  // The emoji picker's rows are virtualized at fixed pixel heights (CELL 40, TITLE 24 in EmojiPicker.tsx):
  // the glyph and the group title's line stay in px so a larger root font cannot overflow them.
  ['remotes/composer/src/components/emojiPicker.css', 'font-size', /^24px$/],
  ['remotes/composer/src/components/emojiPicker.css', 'line-height', /^24px$/],
  // The profile card's avatar rises over the banner by half its height: a layout size, not spacing.
  ['remotes/people/src/people.css', 'margin-bottom', /^-36px$/],
  // Room for the shell's floating post button beside a phone's chat composer: that button's footprint.
  ['remotes/chat/src/chat.css', 'padding-right', /^4\.4rem$/],
];

const NAMED_COLORS =
  'aliceblue|antiquewhite|aqua|aquamarine|azure|beige|bisque|black|blanchedalmond|blue|blueviolet|brown|burlywood|cadetblue|chartreuse|chocolate|coral|cornflowerblue|cornsilk|crimson|cyan|darkblue|darkcyan|darkgray|darkgreen|darkgrey|darkred|deeppink|dimgray|dodgerblue|firebrick|fuchsia|gainsboro|gold|goldenrod|gray|green|greenyellow|grey|hotpink|indianred|indigo|ivory|khaki|lavender|lightblue|lightgray|lightgreen|lightgrey|lime|limegreen|linen|magenta|maroon|navy|olive|orange|orangered|orchid|pink|plum|purple|rebeccapurple|red|royalblue|salmon|sienna|silver|skyblue|slategray|snow|steelblue|tan|teal|thistle|tomato|turquoise|violet|wheat|white|whitesmoke|yellow|yellowgreen';
const COLOR_LITERAL = new RegExp(
  `#[0-9a-fA-F]{3,8}\\b|\\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\\(|\\b(?:${NAMED_COLORS})\\b`,
);
const COLOR_PROPERTIES =
  /^(?:color|background(?:-color|-image)?|border(?:-(?:top|right|bottom|left|block|inline|block-start|block-end|inline-start|inline-end))?(?:-color)?|outline(?:-color)?|box-shadow|text-shadow|fill|stroke|caret-color|accent-color|text-decoration(?:-color)?|column-rule(?:-color)?|filter|--[\w-]+)$/;

/** The theme's variables: those of app.css's generated `:root` block (the default theme). */
export function themeVariableNames(root = ROOT) {
  const text = readFileSync(join(root, 'shell/src/styles/app.css'), 'utf8');
  const block = text.slice(text.indexOf(':root {'), text.indexOf('}', text.indexOf(':root {')));
  return new Set([...block.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
}

/** Why a declaration is a theme literal, or null. */
export function literalIn(property, value, themeVariables = themeVariableNames()) {
  const prop = property.toLowerCase();
  for (const match of value.matchAll(/var\((--[\w-]+)\s*,/g))
    if (themeVariables.has(match[1])) return `a fallback for ${match[1]} (the theme always defines it)`;
  // Another variable's fallback is checked like any value; a plain var() is the theme's (or layout's) value.
  const bare = value.replace(/var\(--[\w-]+\)/g, 'var()').replace(/var\(--[\w-]+\s*,/g, '(');
  if (COLOR_PROPERTIES.test(prop) && COLOR_LITERAL.test(bare)) return 'a colour literal';
  if (/^border(?:-[a-z]+)*-radius$/.test(prop)) {
    const bad = bare
      .split(/[\s/]+/)
      .filter((part) => part && !/^(?:var\(\)|0|0px|50%|999px|9999px|calc\(.*\)|inherit)$/.test(part));
    if (bad.length > 0 || /calc\((?![^)]*var\(\))/.test(bare)) return 'a radius literal';
  }
  if ((prop === 'box-shadow' || prop === 'text-shadow') && bare !== 'none' && !bare.includes('var()'))
    return 'a shadow literal';
  if (prop === 'font-family' && !/^(?:var\(\)|inherit)$/.test(bare.trim())) return 'a font literal';
  if (prop === 'font' && !/^(?:inherit|initial|unset)$/.test(bare.trim()) && !bare.includes('var()'))
    return 'a font literal';
  return typeLiteralIn(prop, bare);
}

const SPACING_PROPERTIES = /^(?:(?:padding|margin)(?:-[a-z]+)*|(?:row-|column-)?gap)$/;

/** Why a declaration (its variables already taken out) is a spacing or type literal, or null. */
function typeLiteralIn(prop, bare) {
  if (SPACING_PROPERTIES.test(prop)) {
    // `0`, `auto`, percentages, `em` (relative to the local font: text-bound gaps) and calc() of tokens pass.
    const lengths = [...bare.matchAll(/(-?(?:\d*\.)?\d+)(px|rem)\b/g)];
    if (lengths.some((length) => Number(length[1]) !== 0)) return 'a spacing literal (use --sp-*)';
  }
  if (prop === 'font-size' && /(?:\d*\.)?\d+(?:px|rem|em|pt)\b/.test(bare)) return 'a font size literal (use --fs-*)';
  if (prop === 'font-weight' && !/^(?:var\(\)|inherit)$/.test(bare.trim())) return 'a font weight literal (use --fw-*)';
  if (prop === 'line-height' && !/^(?:var\(\)|0|normal|inherit)$/.test(bare.trim()))
    return 'a line height literal (use --lh-*)';
  if (prop === 'font' && /\d/.test(bare)) return 'a font size or line height literal (use --fs-*, --lh-*)';
  return null;
}

/** The theme's own block: app.css's generated `:root { … }` (the default theme, see defaultTheme.test.ts). */
function themeBlockRange(file, text) {
  if (!file.endsWith('shell/src/styles/app.css')) return null;
  const start = text.indexOf(':root {');
  return start < 0 ? null : [start, text.indexOf('}', start)];
}

/** The theme literals of one stylesheet: { file, line, property, value, reason }. */
export function checkCss(file, text, themeVariables = themeVariableNames()) {
  const found = [];
  const source = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const skip = themeBlockRange(file, source);
  const declaration = /([-\w]+)\s*:\s*([^;{}]+?)\s*(?=[;}])/g;
  for (const match of source.matchAll(declaration)) {
    if (skip && match.index > skip[0] && match.index < skip[1]) continue;
    // Selectors such as `a:hover {` are not declarations: a declaration follows `{` or `;` on its line.
    const before = source.slice(0, match.index).trimEnd();
    if (before.length > 0 && !/[{;]$/.test(before)) continue;
    const [, property, value] = match;
    const reason = literalIn(property, value, themeVariables);
    if (!reason) continue;
    const allowed = ALLOWED.some(
      ([where, prop, what]) =>
        (typeof where === 'string' ? file.endsWith(where) : where.test(file)) && prop === property && what.test(value),
    );
    if (allowed) continue;
    found.push({ file, line: source.slice(0, match.index).split('\n').length, property, value, reason });
  }
  return found;
}

/** Inline styles in components: `style={{ color: '#fff' }}` and the like. */
export function checkComponent(file, text, themeVariables = themeVariableNames()) {
  const found = [];
  for (const match of text.matchAll(/style=\{\{([^}]*)\}\}/g)) {
    for (const entry of match[1].matchAll(/(\w+)\s*:\s*(['"`])([^'"`]*)\2/g)) {
      const property = entry[1].replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      const reason = literalIn(property, entry[3], themeVariables);
      if (reason)
        found.push({ file, line: text.slice(0, match.index).split('\n').length, property, value: entry[3], reason });
    }
  }
  return found;
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === '__fixtures__') continue;
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** Every theme literal in the tree, outside the theme module. */
export function checkTree(root = ROOT) {
  const found = [];
  const themeVariables = themeVariableNames(root);
  for (const dir of SOURCE_DIRS) {
    for (const path of walk(join(root, dir))) {
      const file = relative(root, path);
      if (file.startsWith('shared/src/theme/')) continue;
      if (/\.test\.tsx?$/.test(file)) continue;
      if (file.endsWith('.css')) found.push(...checkCss(file, readFileSync(path, 'utf8'), themeVariables));
      else if (file.endsWith('.tsx')) found.push(...checkComponent(file, readFileSync(path, 'utf8'), themeVariables));
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = checkTree();
  for (const item of found) console.log(`${item.file}:${item.line}: ${item.property}: ${item.value} — ${item.reason}`);
  console.log(found.length === 0 ? 'No theme literals outside the theme module.' : `${found.length} theme literal(s).`);
  process.exitCode = found.length === 0 ? 0 : 1;
}
