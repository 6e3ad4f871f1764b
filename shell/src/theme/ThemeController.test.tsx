import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import {
  AccountsContext,
  deriveInstanceConfig,
  instanceKeys,
  reloadPreferences,
  setPreferences,
  type Accounts,
} from '@fedi/shared';
import { bundledTheme, resolveTheme, themeVariables } from '@fedi/shared/theme';
import { installFetchRouter } from '../../../shared/testing/fetchRouter';
import { renderShellPart, TEST_BASE } from '../testing/renderShellPart';
import { ThemeGate } from './ThemeGate';
import { readThemeCache, THEME_CACHE_KEY } from './themeCache';

const root = document.documentElement;
const variablesOf = (name: string) => themeVariables(resolveTheme(bundledTheme(name)!));
const bootScript = readFileSync(join(__dirname, '..', '..', 'public', 'theme-boot.js'), 'utf8');

let light = false;
const listeners = new Set<() => void>();
beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
  root.removeAttribute('style');
  delete root.dataset.themeVariables;
  light = false;
  listeners.clear();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('light') && light;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});

/** The controller (through its gate, as the app mounts it) with the instance's default theme and its styles.json (and other files) served. */
function render(instanceTheme: string | null = null, files: Record<string, unknown> = {}) {
  const router = installFetchRouter(
    Object.fromEntries(
      Object.entries({ 'styles.json': {}, ...files }).map(([path, body]) => [`GET /static/${path}`, { body }]),
    ),
  );
  renderShellPart(<ThemeGate />, {
    setup(queryClient) {
      queryClient.setQueryData(instanceKeys.config(TEST_BASE), { ...deriveInstanceConfig({}), theme: instanceTheme });
    },
  });
  return router;
}

it('applies the chosen bundled theme to the root and keeps it for the boot script', async () => {
  setPreferences({ theme: 'fedi-light' });
  render();
  await waitFor(() => expect(root.style.getPropertyValue('--panel')).toBe(variablesOf('fedi-light')['--panel']));
  expect(root.style.getPropertyValue('color-scheme')).toBe('light');
  expect(readThemeCache()?.variables).toEqual(variablesOf('fedi-light'));

  // A reload: the boot script alone puts the same variables on a bare root before anything else runs.
  root.removeAttribute('style');
  new Function(bootScript)();
  expect(root.style.getPropertyValue('--panel')).toBe(variablesOf('fedi-light')['--panel']);
  expect(root.style.getPropertyValue('--radius-panel')).toBe('10px');
});

it('switches live when the preference changes; the default theme leaves the stylesheet in charge', async () => {
  setPreferences({ theme: 'fedi-black' });
  render();
  await waitFor(() => expect(root.style.getPropertyValue('--panel')).toBe('#000000'));
  // The default theme is the stylesheet's own: the inline variables go, none are left behind.
  act(() => void setPreferences({ theme: 'pleroma-dark' }));
  await waitFor(() => expect(root.style.getPropertyValue('--panel')).toBe(''));
  expect(root.getAttribute('style')).toBe('');
  expect(readThemeCache()?.variables).toEqual({});
});

it('an instance default named like a bundled theme is the bundled one: nothing fetched', async () => {
  const router = render('fedi-light', { 'styles.json': { 'fedi-light': '/static/themes/fedi-light.json' } });
  await waitFor(() => expect(root.style.getPropertyValue('--panel')).toBe(variablesOf('fedi-light')['--panel']));
  expect(router.calls.map((call) => call.key)).not.toContain('GET /static/themes/fedi-light.json');
});

it('without a preference: the instance default from styles.json, in either shape', async () => {
  render('sepia', { 'styles.json': { sepia: ['Sepia', '#f4ecd8', '#e8dcc0', '#3b2f1e', '#7a4a12'] } });
  await waitFor(() => expect(root.style.getPropertyValue('--panel')).toBe('#f4ecd8'));

  localStorage.removeItem(THEME_CACHE_KEY);
  const router = render('redmond', {
    'styles.json': { redmond: '/static/themes/redmond.json' },
    'themes/redmond.json': {
      _pleroma_theme_version: 2,
      name: 'Redmond',
      theme: { colors: { bg: '#c0c0c0', text: '#000000' } },
    },
  });
  await waitFor(() => expect(root.style.getPropertyValue('--panel')).toBe('#c0c0c0'));
  expect(router.calls.map((call) => call.key)).toEqual(['GET /static/styles.json', 'GET /static/themes/redmond.json']);
});

it('an unreachable instance theme falls back to pleroma-dark', async () => {
  render('gone', { 'styles.json': { gone: '/static/themes/gone.json' } });
  await waitFor(() => expect(root.style.getPropertyValue('--panel')).toBe('#121a24'));
});

it('"follow the system" switches with prefers-color-scheme, also from the boot script', async () => {
  setPreferences({ theme: 'system' });
  render();
  await waitFor(() => expect(root.style.getPropertyValue('--panel')).toBe('#121a24'));
  light = true;
  act(() => listeners.forEach((listener) => listener()));
  expect(root.style.getPropertyValue('--panel')).toBe(variablesOf('fedi-light')['--panel']);

  root.removeAttribute('style');
  new Function(bootScript)();
  expect(root.style.getPropertyValue('color-scheme')).toBe('light');
});

it('a custom theme from the preferences; an invalid one falls back', async () => {
  const custom = { ...bundledTheme('pleroma-dark')!, name: 'mine', colors: { link: '#ff00ff' } };
  setPreferences({ theme: 'custom', customTheme: custom });
  render();
  await waitFor(() => expect(root.style.getPropertyValue('--link')).toBe('#ff00ff'));
  act(() => void setPreferences({ customTheme: { name: 'broken' } as never }));
  await waitFor(() => expect(root.style.getPropertyValue('--link')).toBe(variablesOf('pleroma-dark')['--link']));
});

it('the default theme with nothing applied before loads no theme code', async () => {
  const router = render();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  // The controller would have stored the default's (empty) variables and read styles.json: neither happened.
  expect(readThemeCache()).toBeNull();
  expect(router.calls).toEqual([]);
  expect(root.getAttribute('style')).toBeNull();
});

it('back on the default theme after another one: the controller clears what the boot script applied', async () => {
  localStorage.setItem(THEME_CACHE_KEY, JSON.stringify({ key: 'old', variables: { '--panel': '#000000' } }));
  root.style.setProperty('--panel', '#000000');
  root.dataset.themeVariables = '--panel';
  render();
  await waitFor(() => expect(root.style.getPropertyValue('--panel')).toBe(''));
  expect(readThemeCache()?.variables).toEqual({});
});

it("the active account's own accent over the theme, switching with the account", async () => {
  installFetchRouter({ 'GET /static/styles.json': { body: {} } });
  const accounts = (activeKey: string): Accounts => ({
    accounts: [
      { key: 'a', baseUrl: '', id: '1', acct: 'alice', display_name: 'Alice', avatar: '', accent: '#2e7d32' },
      { key: 'b', baseUrl: '', id: '2', acct: 'bob', display_name: 'Bob', avatar: '' },
    ],
    activeKey,
    switchTo: jest.fn(),
    openElsewhere: jest.fn(),
    signOutAccount: jest.fn(),
    signOutAll: jest.fn(),
    setAccent: jest.fn(),
  });
  let switchTo: (key: string) => void = () => undefined;
  function Harness() {
    const [activeKey, setActiveKey] = useState('a');
    switchTo = setActiveKey;
    return (
      <AccountsContext.Provider value={accounts(activeKey)}>
        <ThemeGate />
      </AccountsContext.Provider>
    );
  }
  renderShellPart(<Harness />, {
    setup(queryClient) {
      queryClient.setQueryData(instanceKeys.config(TEST_BASE), { ...deriveInstanceConfig({}), theme: null });
    },
  });
  await waitFor(() => expect(root.style.getPropertyValue('--accent')).toBe('#2e7d32'));
  // Bob has none: the default theme's own variables again.
  act(() => switchTo('b'));
  await waitFor(() => expect(root.style.getPropertyValue('--accent')).toBe(''));
});
