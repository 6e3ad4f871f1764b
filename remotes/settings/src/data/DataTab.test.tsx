import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPreferences, reloadPreferences } from '@fedi/shared';
import { bodyEntries } from '../../../../shared/testing/fetchRouter';
import { readText } from './download';
import { renderModal, snac } from '../testing/harness';

beforeEach(() => {
  window.localStorage.clear();
  reloadPreferences();
});

const json = (data: unknown, name = 'settings.json') =>
  new File([JSON.stringify(data)], name, { type: 'application/json' });

it('imports a settings file; a newer major version changes nothing', async () => {
  renderModal({ tab: 'data' });
  const input = screen.getByLabelText('Import settings from a file');
  await userEvent.upload(input, json({ _pleroma_settings_version: [2, 0], hideNsfw: false }));
  expect(await screen.findByRole('alert')).toHaveTextContent('from a newer version');
  expect(getPreferences().hideNsfw).toBe(true);
  await userEvent.upload(input, json({ _pleroma_settings_version: [1, 1], hideNsfw: false }));
  await screen.findByText(/slightly newer version of the app: imported/);
  expect(getPreferences().hideNsfw).toBe(false);
});

it('only .json files are read', async () => {
  renderModal({ tab: 'data' });
  const input = screen.getByLabelText('Import settings from a file');
  await userEvent.upload(input, json({ _pleroma_settings_version: [1, 0], hideNsfw: false }, 'settings.txt'), {
    applyAccept: false,
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('not a settings file');
  expect(getPreferences().hideNsfw).toBe(true);
});

it('sends a follows CSV to the import call', async () => {
  const { fetch } = renderModal({
    tab: 'data',
    routes: { 'POST /api/pleroma/follow_import': { body: 'job started' } },
  });
  await userEvent.upload(
    screen.getByLabelText('Follows to import (CSV)'),
    new File(['bob\ncarol@server.test\n'], 'follows.csv', { type: 'text/csv' }),
  );
  await screen.findByText('Import of follows started');
  const call = fetch.calls.find((c) => c.key === 'POST /api/pleroma/follow_import')!;
  const list = bodyEntries(call.form ?? call.body).find(([key]) => key === 'list')![1] as Blob | string;
  expect(typeof list === 'string' ? list : await readText(list)).toBe('bob\ncarol@server.test\n');
});

it('exports follows page after page as CSV', async () => {
  const created: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:x';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const account = (id: string, acct: string) => ({
    id,
    acct,
    username: acct,
    display_name: '',
    note: '',
    avatar: '',
    fields: [],
    emojis: [],
  });
  renderModal({
    tab: 'data',
    routes: {
      'GET /api/v1/accounts/alice/following': (call) =>
        call.query.get('max_id')
          ? { body: [account('3', 'carol@remote.test')] }
          : {
              body: [account('1', 'bob'), account('2', 'dave')],
              headers: { link: '<http://server.test/api/v1/accounts/alice/following?max_id=2>; rel="next"' },
            },
    },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Export follows (CSV)' }));
  await screen.findByText('Exported 3 accounts');
  await waitFor(() => expect(created).toHaveLength(1));
  expect(await readText(created[0]!)).toBe('bob\ndave\ncarol@remote.test\n');
  expect(click).toHaveBeenCalledTimes(1);
  click.mockRestore();
});

it('snac: no CSV import', () => {
  renderModal({ tab: 'data', capabilities: snac() });
  expect(screen.queryByLabelText('Follows to import (CSV)')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export settings' })).toBeInTheDocument();
});
