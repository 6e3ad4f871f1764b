import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPreferences, reloadPreferences } from '@fedi/shared';
import { renderModal, snac } from '../testing/harness';
import { readText } from '../data/download';

beforeEach(() => {
  window.localStorage.clear();
  reloadPreferences();
});

describe('modal states (spec §4)', () => {
  it('visible: title, search, tabs and the general panel; close and minimise ask the shell', async () => {
    const { onClose, onTogglePeek } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(within(dialog).getByRole('searchbox', { name: 'Search settings' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'General', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('Interface language');
    await userEvent.click(within(dialog).getByRole('button', { name: 'modal.minimize' }));
    expect(onTogglePeek).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'modal.close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('minimized: only the bar with restore and close, no tabs', async () => {
    const { onTogglePeek } = renderModal({ state: 'minimized' });
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('searchbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'modal.restore' }));
    expect(onTogglePeek).toHaveBeenCalledTimes(1);
  });
});

describe('tabs', () => {
  it('opens on the tab it is given and switches through the shell', async () => {
    renderModal({ tab: 'profile' });
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Display name' })).toHaveValue('Lain :blobcat:');
    await userEvent.click(screen.getByRole('tab', { name: 'General' }));
    expect(screen.getByTestId('tab')).toHaveTextContent('general');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Interface language');
  });

  it('a visitor sees only the general and style tabs, also when the URL asks for another', () => {
    renderModal({ tab: 'profile', userId: null });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['General', 'Style']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Interface language');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('logout closes the modal and asks the shell (which confirms when modalOnLogout is set)', async () => {
    const { bus, onClose } = renderModal();
    const logout = jest.fn();
    bus.on('session:logout', logout);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('expert mode', () => {
  it('hides advanced options until it is on', async () => {
    renderModal();
    expect(screen.queryByRole('spinbutton', { name: 'Deepest reply level shown in a thread' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show advanced settings' }));
    expect(getPreferences().expertMode).toBe(true);
    expect(screen.getByRole('spinbutton', { name: 'Deepest reply level shown in a thread' })).toHaveValue(6);
  });
});

describe('search', () => {
  it('finds a setting of another tab by its label and jumps to it', async () => {
    renderModal();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search settings' }), 'bio');
    const results = screen.getByRole('list', { name: 'Matching settings' });
    await userEvent.click(within(results).getByRole('button', { name: /^Bio/ }));
    expect(screen.getByTestId('tab')).toHaveTextContent('profile');
    const bio = await screen.findByRole('textbox', { name: 'Bio' });
    await waitFor(() => expect(bio).toHaveFocus());
    expect(screen.getByRole('searchbox', { name: 'Search settings' })).toHaveValue('');
  });

  it('an advanced setting found turns expert mode on; Enter takes the first result', async () => {
    renderModal();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search settings' }), 'reply level{Enter}');
    expect(getPreferences().expertMode).toBe(true);
    const input = await screen.findByRole('spinbutton', { name: 'Deepest reply level shown in a thread' });
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('says when nothing matches', async () => {
    renderModal();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search settings' }), 'zzzz');
    expect(screen.getByText('No setting matches')).toBeInTheDocument();
  });

  it('finds only what the server offers (snac: no profile fields)', async () => {
    renderModal({ capabilities: snac() });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search settings' }), 'profile fields');
    expect(screen.getByText('No setting matches')).toBeInTheDocument();
  });
});

it('tells when the browser refuses to store', async () => {
  renderModal();
  const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('blocked');
  });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Hide sensitive media' }));
  expect(screen.getByRole('alert')).toHaveTextContent('this change lasts only until you reload');
  spy.mockRestore();
  await act(async () => undefined);
});

describe('backup / restore menu', () => {
  it('saves the settings to a JSON file and restores them from one (spec §5 rules)', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:x';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    const menuButton = within(dialog).getByRole('button', { name: 'Backup / restore' });

    await userEvent.click(menuButton);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save settings to a file' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(JSON.parse(await readText(created[0]!))).toMatchObject({
      _pleroma_settings_version: [1, 0],
      hideNsfw: true,
    });
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();

    // "Restore" opens the file picker; the chosen file is read with the version rules.
    const input = within(dialog).getByLabelText<HTMLInputElement>('Restore settings from a file');
    const picker = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    await userEvent.click(menuButton);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Restore settings from a file' }));
    expect(picker).toHaveBeenCalledTimes(1);
    const json = (data: unknown) => new File([JSON.stringify(data)], 'settings.json', { type: 'application/json' });
    await userEvent.upload(input, json({ _pleroma_settings_version: [0, 9], hideNsfw: false }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('old version of the app');
    expect(getPreferences().hideNsfw).toBe(true);
    await userEvent.upload(input, json({ _pleroma_settings_version: [1, 0], hideNsfw: false }));
    expect(await within(dialog).findByText('Settings imported')).toBeInTheDocument();
    expect(getPreferences().hideNsfw).toBe(false);
  });
});
