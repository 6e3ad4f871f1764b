import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { detectCapabilities, entityKeys, reloadPreferences, type User } from '@fedi/shared';
import { bodyEntries, type FetchCall } from '../../../../shared/testing/fetchRouter';
import { ownAccount, renderModal } from '../testing/harness';

beforeEach(() => {
  window.localStorage.clear();
  reloadPreferences();
});

const PATCH = 'PATCH /api/v1/accounts/update_credentials';
const sent = (call: FetchCall) => Object.fromEntries(bodyEntries(call.form ?? call.body));

describe('server-side options (spec §4)', () => {
  it('sends the change at once and keeps the answer', async () => {
    const { fetch, queryClient } = renderModal({
      tab: 'profile',
      routes: { [PATCH]: { body: ownAccount({ locked: true }) } },
    });
    const locked = await screen.findByRole('checkbox', { name: 'Approve followers by hand (locked account)' });
    expect(locked).not.toBeChecked();
    await userEvent.click(locked);
    expect(locked).toBeChecked();
    await screen.findByText('Settings saved');
    const call = fetch.calls.find((c) => c.key === PATCH)!;
    expect(sent(call)).toEqual({ locked: 'true' });
    expect(queryClient.getQueryData<User>(entityKeys.account('alice'))?.locked).toBe(true);
  });

  it('restores the old value and tells why when the save fails', async () => {
    const { fetch } = renderModal({
      tab: 'profile',
      routes: { [PATCH]: { status: 500, body: 'boom' } },
    });
    const hideFollows = await screen.findByRole('checkbox', { name: 'Hide whom I follow' });
    expect(hideFollows).toBeChecked();
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(hideFollows);
    const options = screen.getByRole('region', { name: 'Account options' });
    expect(await within(options).findByRole('alert')).toHaveTextContent('Error saving settings: Internal Server Error');
    expect(hideFollows).toBeChecked();
    expect(errorSpy).toHaveBeenCalled();
    errorSpy.mockRestore();
    expect(sent(fetch.calls.find((c) => c.key === PATCH)!)).toEqual({ hide_follows: 'false' });
  });

  it('default visibility and default sensitive go in `source`', async () => {
    const { fetch } = renderModal({ tab: 'profile', routes: { [PATCH]: { body: ownAccount() } } });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Default visibility of posts' }),
      'private',
    );
    await waitFor(() => expect(fetch.calls.filter((c) => c.key === PATCH)).toHaveLength(1));
    expect(sent(fetch.calls.find((c) => c.key === PATCH)!)).toEqual({ 'source[privacy]': 'private' });
  });
});

describe('profile form', () => {
  it('saves name, bio and fields; a failed save keeps what was typed', async () => {
    let fail = true;
    const { fetch } = renderModal({
      tab: 'profile',
      routes: {
        [PATCH]: () =>
          fail
            ? { status: 422, body: { error: 'Display name is too long' } }
            : { body: ownAccount({ display_name: 'Neo' }) },
      },
    });
    const name = await screen.findByRole('textbox', { name: 'Display name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Neo');
    const bio = screen.getByRole('textbox', { name: 'Bio' });
    expect(bio).toHaveValue('I & the wired');
    await userEvent.clear(bio);
    await userEvent.type(bio, 'Wake up');
    await userEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Field 2 name' }), 'Pronouns');
    await userEvent.type(screen.getByRole('textbox', { name: 'Field 2 value' }), 'he/him');
    await userEvent.click(screen.getByRole('button', { name: 'Move field 2 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error saving settings: Display name is too long');
    expect(name).toHaveValue('Neo');
    expect(bio).toHaveValue('Wake up');
    expect(screen.getByRole('textbox', { name: 'Field 1 name' })).toHaveValue('Pronouns');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Settings saved');
    const calls = fetch.calls.filter((c) => c.key === PATCH);
    expect(sent(calls[1]!)).toEqual({
      display_name: 'Neo',
      note: 'Wake up',
      'fields_attributes[0][name]': 'Pronouns',
      'fields_attributes[0][value]': 'he/him',
      'fields_attributes[1][name]': 'Website',
      'fields_attributes[1][value]': 'https://lain.example',
    });
  });

  it('adds fields only up to the instance limit and removes them', async () => {
    renderModal({ tab: 'profile' });
    const add = await screen.findByRole('button', { name: 'Add a field' });
    for (let i = 0; i < 3; i += 1) await userEvent.click(add);
    expect(add).toBeDisabled();
    expect(screen.getByText('Up to 4 fields')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove field 1' }));
    expect(add).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Field 1 name' })).toHaveValue('');
  });

  it('refuses an image over the instance limit before sending it', async () => {
    const capabilities = detectCapabilities({
      nodeinfo: { software: { name: 'akkoma', version: '3.13.2' } },
      instance: { upload_limit: 16_000_000, avatar_upload_limit: 2 * 1024 * 1024 },
    } as never);
    const { fetch } = renderModal({ tab: 'profile', capabilities });
    const input = await screen.findByLabelText('Choose a file for the Avatar');
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('File too big: 3 MiB; this server takes at most 2 MiB');
    expect(fetch.calls.some((c) => c.key === PATCH)).toBe(false);
  });
});

it('snac: name, bio, pictures and the bot flag only', async () => {
  const { snac } = await import('../testing/harness');
  renderModal({ tab: 'profile', capabilities: snac() });
  await screen.findByRole('textbox', { name: 'Display name' });
  expect(screen.queryByRole('button', { name: 'Add a field' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'Hide whom I follow' })).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'This is a bot account' })).toBeInTheDocument();
});
