// The theme literal check of `npm test` (issue 15): the real tree has none, and a fixture proves each kind is caught.
import { checkComponent, checkCss, checkTree } from './themeLiterals.mjs';

const theme = new Set([
  '--panel',
  '--accent',
  '--radius-btn',
  '--shadow-popup',
  '--font-post-code',
  '--sp-2',
  '--sp-4',
  '--fs-sm',
  '--fw-bold',
  '--lh-normal',
]);

it('no colour, radius, shadow, font, spacing or type literal outside the theme module', () => {
  // Each entry names file:line, the declaration and why; move the value onto a theme variable.
  expect(checkTree().map((item) => `${item.file}:${item.line}: ${item.property}: ${item.value}`)).toEqual([]);
});

it('catches each kind of literal, and a fallback for a theme variable', () => {
  const css = `
.a { color: #fff; }
.b { background: rgba(0, 0, 0, 0.5); }
.c { border: 1px solid white; }
.d { border-radius: 6px; }
.e { box-shadow: 0 2px 8px; }
.f { font-family: Georgia, serif; }
.g { background: var(--panel, #121a24); }
.h { font: 12px monospace; }
.i { border-top-left-radius: 3px; }
.j { --my-colour: hsl(0 0% 50%); }
.k { color: var(--not-theme, #123456); }
`;
  expect(checkCss('remotes/x/src/x.css', css, theme).map((item) => [item.line, item.reason])).toEqual([
    [2, 'a colour literal'],
    [3, 'a colour literal'],
    [4, 'a colour literal'],
    [5, 'a radius literal'],
    [6, 'a shadow literal'],
    [7, 'a font literal'],
    [8, 'a fallback for --panel (the theme always defines it)'],
    [9, 'a font literal'],
    [10, 'a radius literal'],
    [11, 'a colour literal'],
    [12, 'a colour literal'],
  ]);
  expect(
    checkComponent('remotes/x/src/X.tsx', `<div style={{ backgroundColor: '#000', width: '2px' }} />`, theme),
  ).toEqual([expect.objectContaining({ property: 'background-color', reason: 'a colour literal' })]);
});

it('lets theme variables, shapes and mixes of variables through', () => {
  const css = `
a:hover { color: var(--accent); }
.a { border-radius: var(--radius-btn); }
.b { border-radius: 50%; }
.c { border-radius: 999px; }
.d { border-radius: 0; }
.e { box-shadow: var(--shadow-popup); }
.f { box-shadow: 0 0 0 2px var(--panel); }
.g { background: color-mix(in srgb, var(--accent) 20%, transparent); }
.h { font: var(--fs-sm)/var(--lh-normal) var(--font-post-code); }
.i { white-space: nowrap; color: currentColor; }
.j { mask-image: linear-gradient(to bottom, #000 75%, transparent); }
.k { inset: calc(50% - var(--scrollbar-gap, 0px) / 2); }
`;
  expect(checkCss('remotes/x/src/x.css', css, theme)).toEqual([]);
});

it('catches spacing and type literals (px, rem; em for font sizes) outside the design tokens', () => {
  const css = `
.a { padding: 0.5rem 1rem; }
.b { margin-top: 8px; }
.c { gap: 0.25rem; }
.d { column-gap: 4px; }
.e { margin-inline-start: calc(-1 * var(--sp-4) + 2px); }
.f { font-size: 0.85em; }
.g { font-size: 13px; }
.h { font-weight: 600; }
.i { font-weight: bold; }
.j { line-height: 1.4; }
.k { line-height: 24px; }
.l { font: 15px/1.45 var(--font-post-code); }
.m { padding: var(--sp-2, 4px); }
`;
  expect(checkCss('remotes/x/src/x.css', css, theme).map((item) => [item.line, item.reason])).toEqual([
    [2, 'a spacing literal (use --sp-*)'],
    [3, 'a spacing literal (use --sp-*)'],
    [4, 'a spacing literal (use --sp-*)'],
    [5, 'a spacing literal (use --sp-*)'],
    [6, 'a spacing literal (use --sp-*)'],
    [7, 'a font size literal (use --fs-*)'],
    [8, 'a font size literal (use --fs-*)'],
    [9, 'a font weight literal (use --fw-*)'],
    [10, 'a font weight literal (use --fw-*)'],
    [11, 'a line height literal (use --lh-*)'],
    [12, 'a line height literal (use --lh-*)'],
    [13, 'a font size or line height literal (use --fs-*, --lh-*)'],
    [14, 'a fallback for --sp-2 (the theme always defines it)'],
  ]);
  expect(
    checkComponent('remotes/x/src/X.tsx', `<p style={{ padding: '0.5rem', fontSize: '12px', width: '2px' }} />`, theme),
  ).toEqual([
    expect.objectContaining({ property: 'padding', reason: 'a spacing literal (use --sp-*)' }),
    expect.objectContaining({ property: 'font-size', reason: 'a font size literal (use --fs-*)' }),
  ]);
});

it('lets tokens, zero, auto, percentages, em gaps and calc() of tokens through', () => {
  const css = `
.a { padding: var(--sp-2) var(--sp-4); }
.b { margin: 0 auto; }
.c { margin-inline-start: calc(-1 * var(--sp-4)); }
.d { padding: 0 0.35em; }
.e { gap: 0; margin: 0px; }
.f { font-size: var(--fs-sm); font-weight: var(--fw-bold); line-height: var(--lh-normal); }
.g { font-size: 200%; line-height: 0; }
.h { width: 44px; min-height: 44px; max-width: 600px; top: 4rem; }
.i { padding-left: 5%; font-weight: inherit; line-height: normal; }
`;
  expect(checkCss('remotes/x/src/x.css', css, theme)).toEqual([]);
});
