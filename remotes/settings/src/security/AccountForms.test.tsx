import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPreferences } from '@fedi/shared';
import { bodyEntries, type FetchCall } from '../../../../shared/testing/fetchRouter';
import { renderModal } from '../testing/harness';

beforeEach(() => {
  window.localStorage.clear();
  reloadPreferences();
});

const formOf = (call: FetchCall | undefined) => Object.fromEntries(bodyEntries(call?.form ?? call?.body));

it('moves the account; a refused move says why and keeps what was typed', async () => {
  let refuse = true;
  const { fetch } = renderModal({
    tab: 'security',
    routes: {
      'POST /api/pleroma/move_account': () =>
        refuse ? { status: 404, body: { error: 'Target account not found.' } } : { body: { status: 'success' } },
    },
  });
  const form = await screen.findByRole('form', { name: 'Move account' });
  await userEvent.type(within(form).getByLabelText('New account (name@server)'), '@alice2@other.example');
  await userEvent.type(within(form).getByLabelText('Current password'), 'password');
  await userEvent.click(within(form).getByRole('button', { name: 'Move account' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'There was an issue moving your account. Target account not found.',
  );
  expect(within(form).getByLabelText('New account (name@server)')).toHaveValue('@alice2@other.example');
  expect(within(form).getByLabelText('Current password')).toHaveValue('password');
  refuse = false;
  await userEvent.click(within(form).getByRole('button', { name: 'Move account' }));
  expect(await within(form).findByText('Account moved')).toBeInTheDocument();
  const calls = fetch.calls.filter((call) => call.key === 'POST /api/pleroma/move_account');
  expect(formOf(calls[1])).toEqual({ password: 'password', target_account: 'alice2@other.example' });
  expect(within(form).getByLabelText('Current password')).toHaveValue('');
});

it('lists the aliases, adds one and removes one; a failed add keeps the text', async () => {
  let aliases = ['https://old.example/users/alice'];
  let refuse = true;
  const { fetch } = renderModal({
    tab: 'security',
    routes: {
      'GET /api/pleroma/aliases': () => ({ body: { aliases } }),
      'PUT /api/pleroma/aliases': (call) => {
        if (refuse) return { status: 404, body: { error: 'Account not found' } };
        const { alias } = JSON.parse(String(call.body)) as { alias: string };
        aliases = [...aliases, `https://${alias.split('@')[1]}/users/${alias.split('@')[0]}`];
        return { body: { status: 'success' } };
      },
      'DELETE /api/pleroma/aliases': (call) => {
        const { alias } = JSON.parse(String(call.body)) as { alias: string };
        aliases = aliases.filter((entry) => entry !== alias);
        return { body: { status: 'success' } };
      },
    },
  });
  const section = await screen.findByRole('region', { name: 'Account aliases' });
  const list = await within(section).findByRole('list', { name: 'Account aliases' });
  expect(within(list).getByText('https://old.example/users/alice')).toBeInTheDocument();

  const input = within(section).getByLabelText('Account to add as an alias (name@server)');
  await userEvent.type(input, 'alice@new.example');
  await userEvent.click(within(section).getByRole('button', { name: 'Add alias' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(
    'There was an issue changing your aliases. Account not found',
  );
  expect(input).toHaveValue('alice@new.example');
  refuse = false;
  await userEvent.click(within(section).getByRole('button', { name: 'Add alias' }));
  expect(await within(section).findByText('https://new.example/users/alice')).toBeInTheDocument();
  expect(input).toHaveValue('');

  await userEvent.click(within(section).getByRole('button', { name: 'Remove alias https://old.example/users/alice' }));
  await waitFor(() => expect(within(section).queryByText('https://old.example/users/alice')).not.toBeInTheDocument());
  const removal = fetch.calls.find((call) => call.key === 'DELETE /api/pleroma/aliases');
  expect(JSON.parse(String(removal?.body))).toEqual({ alias: 'https://old.example/users/alice' });
});

it('deletes the account only after the name is typed; a wrong password keeps the form; success ends the session', async () => {
  let refuse = true;
  const { fetch, bus, onClose } = renderModal({
    tab: 'security',
    routes: {
      'POST /api/pleroma/delete_account': () =>
        refuse ? { status: 403, body: { error: 'Invalid password.' } } : { body: { status: 'success' } },
    },
  });
  const logout = jest.fn();
  bus.on('session:logout', logout);
  const form = await screen.findByRole('form', { name: 'Delete account' });
  const button = within(form).getByRole('button', { name: 'Delete my account' });
  await userEvent.type(within(form).getByLabelText('Current password'), 'wrong');
  expect(button).toBeDisabled();
  await userEvent.type(within(form).getByLabelText('Type your user name (alice) to confirm'), 'alic');
  expect(button).toBeDisabled();
  await userEvent.type(within(form).getByLabelText('Type your user name (alice) to confirm'), 'e');
  expect(button).toBeEnabled();
  await userEvent.click(button);
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'There was an issue deleting your account. Invalid password.',
  );
  expect(within(form).getByLabelText('Current password')).toHaveValue('wrong');
  expect(logout).not.toHaveBeenCalled();

  refuse = false;
  await userEvent.click(button);
  await waitFor(() => expect(logout).toHaveBeenCalledWith({ confirm: false }));
  expect(onClose).toHaveBeenCalled();
  expect(formOf(fetch.calls.filter((call) => call.key === 'POST /api/pleroma/delete_account')[1])).toEqual({
    password: 'wrong',
  });
});

it('disables the account after a second question, then ends the session', async () => {
  const { fetch, bus } = renderModal({
    tab: 'security',
    routes: { 'POST /api/pleroma/disable_account': { body: { status: 'success' } } },
  });
  const logout = jest.fn();
  bus.on('session:logout', logout);
  const form = await screen.findByRole('form', { name: 'Disable account' });
  await userEvent.type(within(form).getByLabelText('Current password'), 'password');
  await userEvent.click(within(form).getByRole('button', { name: 'Disable my account' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Disable your account?' });
  expect(fetch.calls.some((call) => call.key === 'POST /api/pleroma/disable_account')).toBe(false);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Disable my account' }));
  await waitFor(() => expect(logout).toHaveBeenCalledWith({ confirm: false }));
  expect(formOf(fetch.calls.find((call) => call.key === 'POST /api/pleroma/disable_account'))).toEqual({
    password: 'password',
  });
});
