import {
  BUNDLED_THEMES,
  bundledTheme,
  COLOR_SLOTS,
  contrastRatio,
  contrastReport,
  exportTheme,
  FONT_SLOTS,
  fixContrast,
  fixPair,
  OPACITY_SLOTS,
  parseThemeFile,
  RADIUS_SLOTS,
  resolveTheme,
  SHADOW_SLOTS,
  shadowCss,
  shiftLightness,
  sourceOfEntry,
  themeVariables,
  validateThemeSource,
  withAccent,
  type ThemeSource,
} from '.';
import { parseStyles } from '../startup/styles';

const dark = bundledTheme('pleroma-dark')!;

describe('resolving a theme', () => {
  it('derives every slot from the palette, overrides on top', () => {
    const theme = resolveTheme({ ...dark, colors: { link: '#ff00ff' }, radii: { panel: 0 } });
    for (const slot of COLOR_SLOTS) expect(theme.colors[slot]).toMatch(/^#[0-9a-f]{6}([0-9a-f]{2})?$/);
    expect(theme.colors.panel).toBe('#121a24');
    expect(theme.colors.link).toBe('#ff00ff');
    expect(theme.radii).toMatchObject({ panel: 0, btn: 4, avatarAlt: 50 });
    expect(theme.opacity.underlay).toBe(0.15);
    expect(theme.colorScheme).toBe('dark');
    expect(resolveTheme(bundledTheme('fedi-light')!).colorScheme).toBe('light');
  });

  it('every bundled theme passes every contrast pair at 4.5', () => {
    for (const source of BUNDLED_THEMES) {
      const failing = contrastReport(resolveTheme(source)).filter((pair) => !pair.passes);
      expect({ theme: source.name, failing }).toEqual({ theme: source.name, failing: [] });
    }
  });

  it('a palette with unreadable text still derives readable foregrounds', () => {
    const theme = resolveTheme({ name: 'murky', palette: { ...dark.palette, text: '#2a2f3a', link: '#223344' } });
    expect(contrastRatio(theme.colors.fg, theme.colors.panel)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.colors.link, theme.colors.panel)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrast', () => {
  it('reports a failing pair and the one-click fix makes it pass, changing only the foreground', () => {
    const source: ThemeSource = { ...dark, colors: { fgFaint: '#2b3340' } };
    const report = contrastReport(resolveTheme(source));
    expect(report.find((pair) => pair.foreground === 'fgFaint')).toMatchObject({ background: 'panel', passes: false });
    const fixed = fixPair(source, 'fgFaint', 'panel');
    const theme = resolveTheme(fixed);
    expect(contrastRatio(theme.colors.fgFaint, theme.colors.panel)).toBeGreaterThanOrEqual(4.5);
    expect(theme.colors.panel).toBe('#121a24');
    expect(fixed.colors?.fgFaint).not.toBe('#2b3340');
  });

  it('fixContrast keeps a passing colour and moves toward black on a light background', () => {
    expect(fixContrast('#ffffff', '#000000', 4.5)).toBe('#ffffff');
    const fixed = fixContrast('#cccccc', '#ffffff', 4.5);
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#ffffff')).toBeLessThan(5);
  });
});

describe('CSS variables', () => {
  it('one variable per slot, with units and shadow syntax, and the derived text colour over media', () => {
    const theme = resolveTheme(dark);
    const variables = themeVariables(theme);
    expect(Object.keys(variables)).toHaveLength(
      2 + COLOR_SLOTS.length + OPACITY_SLOTS.length + RADIUS_SLOTS.length + SHADOW_SLOTS.length + FONT_SLOTS.length,
    );
    expect(variables).toMatchObject({
      'color-scheme': 'dark',
      '--panel': '#121a24',
      '--panel-border': theme.colors.panelBorder,
      '--fg-strong': theme.colors.fgStrong,
      '--opacity-profile-tint': '0.5',
      '--radius-avatar-alt': '50px',
      '--font-post-code': theme.fonts.postCode,
      '--shadow-panel-header': 'none',
      '--media-fg': '#ffffff',
    });
    expect(themeVariables(resolveTheme({ ...dark, colors: { mediaBg: '#f0f0f0' } }))['--media-fg']).toBe('#111111');
    expect(variables['--shadow-popup']).toBe('0px 2px 8px 0px rgba(0, 0, 0, 0.5)');
  });

  it('several layers, inset first-class', () => {
    expect(
      shadowCss([
        { x: 1, y: 2, blur: 3, spread: 4, color: '#ff0000', alpha: 0.25, inset: true },
        { x: 0, y: 0, blur: 1, spread: 0, color: '#000000', alpha: 1, inset: false },
      ]),
    ).toBe('inset 1px 2px 3px 4px rgba(255, 0, 0, 0.25), 0px 0px 1px 0px rgb(0, 0, 0)');
  });
});

describe('theme files', () => {
  it('export and import round-trip', () => {
    const source: ThemeSource = {
      ...dark,
      name: 'Mine',
      colors: { accent: '#3366ff' },
      radii: { btn: 8 },
      shadows: { popup: [{ x: 0, y: 4, blur: 12, spread: 0, color: '#000000', alpha: 0.3, inset: false }] },
      fonts: { post: 'Georgia, serif' },
    };
    expect(parseThemeFile(exportTheme(source))).toEqual({ ok: true, source, warning: null, unmapped: [] });
  });

  it('applies spec §5 version rules', () => {
    const file = (version: unknown) => JSON.stringify({ _fedi_theme_version: version, source: dark });
    expect(parseThemeFile('not json')).toEqual({ ok: false, error: 'invalid_file' });
    expect(parseThemeFile(file('1.0'))).toEqual({ ok: false, error: 'invalid_file' });
    expect(parseThemeFile(file([2, 0]))).toEqual({ ok: false, error: 'file_too_new' });
    expect(parseThemeFile(file([0, 9]))).toEqual({ ok: false, error: 'file_too_old' });
    expect(parseThemeFile(file([1, 3]))).toMatchObject({ ok: true, warning: 'file_slightly_new' });
  });

  it('rejects unknown slots, bad colours and style injection', () => {
    expect(validateThemeSource({ ...dark, colors: { nope: '#fff' } })).toBeUndefined();
    expect(validateThemeSource({ ...dark, colors: { link: 'url(javascript:x)' } })).toBeUndefined();
    expect(validateThemeSource({ ...dark, fonts: { post: 'x; } body { display: none' } })).toBeUndefined();
    expect(validateThemeSource({ ...dark, radii: { btn: -1 } })).toBeUndefined();
    expect(validateThemeSource({ name: 'x', palette: { bg: '#000' } })).toBeUndefined();
  });

  it('maps a pleroma-fe v2 export: references, lightness shifts, shadows, fonts, and lists what it cannot place', () => {
    const pleromaFile = {
      _pleroma_theme_version: 2,
      name: 'Redmond',
      source: {
        themeEngineVersion: 3,
        colors: {
          bg: '#121a24',
          fg: '#182230',
          text: '#b9b9ba',
          link: '#d8a070',
          accent: '--link',
          cRed: '#ff0000',
          cGreen: '#00aa00',
          cBlue: '#0000ff',
          cOrange: '#ffa500',
          border: '--fg,3',
          btn: '--fg',
          popover: '--bg,-6.47',
          underlay: '#000000',
          wallpaper: '#000000',
        },
        opacity: { faint: 0.6, underlay: 0.2, bg: 1 },
        radii: { btn: 2, panel: 0 },
        shadows: {
          popup: [{ x: 2, y: 2, blur: 3, spread: 0, color: '--link', alpha: 0.5, inset: false }],
          button: 'nope',
        },
        fonts: { interface: { family: 'Tahoma' }, post: { family: 'sans-serif' } },
      },
    };
    const result = parseThemeFile(JSON.stringify(pleromaFile));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.source).toMatchObject({
      name: 'Redmond',
      palette: { bg: '#121a24', fg: '#182230', link: '#d8a070', accent: '#d8a070', red: '#ff0000' },
      colors: {
        panelBorder: shiftLightness('#182230', 3),
        btn: '#182230',
        popoverBg: shiftLightness('#121a24', -6.47),
      },
      opacity: { faint: 0.6, underlay: 0.2 },
      radii: { btn: 2, panel: 0 },
      shadows: { popup: [{ x: 2, y: 2, blur: 3, spread: 0, color: '#d8a070', alpha: 0.5, inset: false }] },
      fonts: { interface: 'Tahoma', post: 'sans-serif' },
    });
    expect(result.unmapped.sort()).toEqual(['colors.underlay', 'colors.wallpaper', 'opacity.bg', 'shadows.button']);
  });

  it('a pleroma-fe file of a future engine is too new; one without colours is invalid', () => {
    expect(parseThemeFile(JSON.stringify({ _pleroma_theme_version: 3 }))).toEqual({ ok: false, error: 'file_too_new' });
    expect(parseThemeFile(JSON.stringify({ _pleroma_theme_version: 2, source: { radii: {} } }))).toEqual({
      ok: false,
      error: 'invalid_file',
    });
  });

  it('reads a version 1 file with top-level colours and radii', () => {
    const result = parseThemeFile(
      JSON.stringify({
        _pleroma_theme_version: 1,
        name: 'Old',
        bg: '#ffffff',
        text: '#000000',
        link: '#0000aa',
        btnRadius: 9,
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      source: { name: 'Old', palette: { bg: '#ffffff', text: '#000000', link: '#0000aa' }, radii: { btn: 9 } },
    });
  });
});

describe('styles.json', () => {
  it('the short form becomes a palette (missing state colours from the link); the URL form and bad colours do not', () => {
    const entries = parseStyles({
      'pleroma-dark': [
        'Pleroma Dark',
        '#121a24',
        '#182230',
        '#b9b9ba',
        '#d8a070',
        '#d31014',
        '#0fa00f',
        '#0095ff',
        '#ffa500',
      ],
      short: ['Short', '#ffffff', '#eeeeee', '#111111', '#0055aa'],
      full: '/static/themes/full.json',
      broken: ['Broken', 'not a colour', '#000', '#fff', '#00f'],
    });
    expect(entries.map(sourceOfEntry)).toEqual([
      dark,
      {
        name: 'short',
        palette: {
          bg: '#ffffff',
          fg: '#eeeeee',
          text: '#111111',
          link: '#0055aa',
          red: '#0055aa',
          green: '#0055aa',
          blue: '#0055aa',
          orange: '#0055aa',
        },
      },
      undefined,
      undefined,
    ]);
  });
});

describe('an account accent', () => {
  it('replaces the accent and what derives from it, keeps the rest, and keeps links readable on the selected row', () => {
    for (const source of BUNDLED_THEMES) {
      const theme = resolveTheme(source);
      const accented = withAccent(theme, '#2e7d32');
      expect(accented.colors.accent).toBe('#2e7d32');
      expect(accented.colors.accentBg).not.toBe(theme.colors.accentBg);
      expect(accented.colors.panel).toBe(theme.colors.panel);
      expect(accented.colors.fg).toBe(theme.colors.fg);
      const failing = contrastReport(accented).filter((pair) => !pair.passes);
      expect({ theme: source.name, failing }).toEqual({ theme: source.name, failing: [] });
    }
  });
});
