// The theme literal check of `npm test` (issue 15): the real tree has none, and a fixture proves each kind is caught.
import { checkComponent, checkCss, checkTree } from './themeLiterals.mjs';

const theme = new Set(['--panel', '--accent', '--radius-btn', '--shadow-popup', '--font-post-code']);

it('no colour, radius, shadow or font literal outside the theme module', () => {
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
.h { font: 15px/1.45 var(--font-post-code); }
.i { white-space: nowrap; color: currentColor; }
.j { mask-image: linear-gradient(to bottom, #000 75%, transparent); }
.k { inset: calc(50% - var(--scrollbar-gap, 0px) / 2); }
`;
  expect(checkCss('remotes/x/src/x.css', css, theme)).toEqual([]);
});
