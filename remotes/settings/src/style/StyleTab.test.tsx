import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPreferences, reloadPreferences, setPreferences } from '@fedi/shared';
import { bundledTheme, contrastRatio, resolveTheme } from '@fedi/shared/theme';
import { readText } from '../data/download';
import { renderModal } from '../testing/harness';

beforeEach(() => {
  window.localStorage.clear();
  reloadPreferences();
});

const STYLES = {
  'GET /static/styles.json': {
    body: {
      'pleroma-dark': '/static/themes/pleroma-dark.json',
      sepia: ['Sepia', '#f4ecd8', '#e8dcc0', '#3b2f1e', '#7a4a12'],
      redmond: '/static/themes/redmond.json',
    },
  },
};
const file = (data: unknown, name = 'theme.json') =>
  new File([JSON.stringify(data)], name, { type: 'application/json' });

it('offers the instance default, the system, the bundled and the instance themes; choosing one is the preference', async () => {
  renderModal({ tab: 'style', routes: STYLES });
  const group = screen.getByRole('group', { name: 'Choose a theme' });
  await within(group).findByRole('radio', { name: 'Sepia' });
  expect(
    within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual([
    expect.stringContaining("This instance's default"),
    'Follow the system (light or dark)',
    'Pleroma Dark',
    'Light',
    'Black',
    'Sepia',
    'Redmond',
  ]);
  expect(within(group).getByRole('radio', { name: /instance's default/ })).toBeChecked();
  await userEvent.click(within(group).getByRole('radio', { name: 'Light' }));
  expect(getPreferences().theme).toBe('fedi-light');
  await userEvent.click(within(group).getByRole('radio', { name: 'Sepia' }));
  expect(getPreferences().theme).toBe('instance:sepia');
});

it('makes an own theme from the chosen one and edits it live, slot by slot, with reset', async () => {
  setPreferences({ theme: 'fedi-black' });
  renderModal({ tab: 'style', routes: STYLES });
  await userEvent.click(screen.getByRole('button', { name: 'Make my own from this theme' }));
  await screen.findByRole('heading', { name: 'Edit my theme' });
  expect(getPreferences()).toMatchObject({
    theme: 'custom',
    customTheme: { palette: bundledTheme('fedi-black')!.palette },
  });

  await userEvent.click(screen.getByText('Rounded corners'));
  const panelRadius = screen.getByLabelText('Panels', { selector: '#settings-radius-panel' });
  await userEvent.clear(panelRadius);
  await userEvent.type(panelRadius, '3');
  expect(getPreferences().customTheme?.radii).toEqual({ panel: 3 });
  await userEvent.click(screen.getByRole('button', { name: 'Reset Panels' }));
  expect(getPreferences().customTheme?.radii).toBeUndefined();
});

it('warns of a text colour below 4.5:1 beside it, and the fix makes it readable', async () => {
  setPreferences({
    theme: 'custom',
    customTheme: { ...bundledTheme('pleroma-dark')!, name: 'Mine', colors: { fgFaint: '#2b3340' } },
  });
  renderModal({ tab: 'style', routes: STYLES });
  expect(await screen.findByText('1 text colour is hard to read on its background.')).toBeInTheDocument();
  const warning = screen.getByText(/Secondary text on Panel background: contrast \d\.\d\d:1, below 4\.5:1\./);
  await userEvent.click(within(warning).getByRole('button', { name: 'Fix Secondary text' }));
  const theme = resolveTheme(getPreferences().customTheme!);
  expect(contrastRatio(theme.colors.fgFaint, theme.colors.panel)).toBeGreaterThanOrEqual(4.5);
  expect(await screen.findByText('Every text colour is readable on its background.')).toBeInTheDocument();
});

it('imports a pleroma-fe theme file, listing what it left out; a bad or too new file changes nothing', async () => {
  renderModal({ tab: 'style', routes: STYLES });
  const input = screen.getByLabelText('Import a theme file');
  await userEvent.upload(input, file({ _fedi_theme_version: [2, 0], source: bundledTheme('fedi-light') }));
  expect(await screen.findByRole('alert')).toHaveTextContent('made by a newer version');
  await userEvent.upload(input, file({ hello: 'world' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This is not a theme file'));
  await userEvent.upload(
    input,
    file({ _fedi_theme_version: [1, 0], source: bundledTheme('fedi-light') }, 'theme.txt'),
    {
      applyAccept: false,
    },
  );
  expect(getPreferences()).toMatchObject({ theme: '', customTheme: null });

  await userEvent.upload(
    input,
    file({
      _pleroma_theme_version: 2,
      name: 'Redmond',
      source: {
        themeEngineVersion: 3,
        colors: { bg: '#c0c0c0', text: '#000000', link: '#0000ff', wallpaper: '#008080' },
      },
    }),
  );
  expect(await screen.findByText(/Theme “Redmond” imported\..*left out: colors\.wallpaper\./)).toBeInTheDocument();
  expect(getPreferences()).toMatchObject({
    theme: 'custom',
    customTheme: { name: 'Redmond', palette: { bg: '#c0c0c0' } },
  });
});

it('exports the chosen theme as a versioned file', async () => {
  let exported: Blob | undefined;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    exported = blob;
    return 'blob:theme';
  });
  URL.revokeObjectURL = jest.fn();
  setPreferences({ theme: 'fedi-light' });
  renderModal({ tab: 'style', routes: STYLES });
  await userEvent.click(screen.getByRole('button', { name: 'Export theme' }));
  await waitFor(() => expect(exported).toBeDefined());
  expect(JSON.parse(await readText(exported!))).toEqual({
    _fedi_theme_version: [1, 0],
    source: bundledTheme('fedi-light'),
  });
});

describe('every theme tile shows its theme (issue 28 #18)', () => {
  const REDMOND = {
    _pleroma_theme_version: 2,
    name: 'Redmond XX',
    theme: { colors: { bg: '#c0c0c0', fg: '#d6d6ce', text: '#000000', link: '#0000ff' } },
  };
  const routes = {
    ...STYLES,
    'GET /static/styles.json': {
      body: { ...STYLES['GET /static/styles.json'].body, 'pleroma-light': '/static/themes/unreadable.json' },
    },
    'GET /static/themes/redmond.json': { body: REDMOND },
    'GET /static/themes/unreadable.json': { status: 404, body: {} },
  };
  const tile = (group: HTMLElement, name: string) =>
    within(group).getByRole('radio', { name }).closest('label')!.querySelector('.theme-swatch');

  it('names an instance theme file by its own name, else a readable title of its key', async () => {
    renderModal({ tab: 'style', routes });
    const group = screen.getByRole('group', { name: 'Choose a theme' });
    expect(await within(group).findByRole('radio', { name: 'Redmond XX' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Pleroma Light' })).toBeInTheDocument();
    expect(within(group).queryByRole('radio', { name: 'redmond' })).toBeNull();
    expect(within(group).queryByRole('radio', { name: 'pleroma-light' })).toBeNull();
  });

  it('gives every tile its colours: the files read, the system its light and dark themes', async () => {
    renderModal({ tab: 'style', routes });
    const group = screen.getByRole('group', { name: 'Choose a theme' });
    await within(group).findByRole('radio', { name: 'Redmond XX' });
    await waitFor(() => expect(group.querySelector('.theme-swatch-unknown')).toBeNull());
    const redmond = tile(group, 'Redmond XX') as HTMLElement;
    expect(redmond.style.background).toBe('rgb(192, 192, 192)');
    const system = within(group).getByRole('radio', { name: 'Follow the system (light or dark)' }).closest('label')!;
    expect(system.querySelectorAll('.theme-swatch')).toHaveLength(2);
    // A file that cannot be read still shows colours (the bundled default stands in, as when chosen).
    expect((tile(group, 'Pleroma Light') as HTMLElement).style.background).not.toBe('');
  });
});
