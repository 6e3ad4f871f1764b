import { screen, waitFor, within } from '@testing-library/react';
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
  // Local accounts get this server's host: the file can be imported on another server.
  expect(await readText(created[0]!)).toBe('bob@server.test\ndave@server.test\ncarol@remote.test\n');
  expect(click).toHaveBeenCalledTimes(1);
  click.mockRestore();
});

it('snac: no CSV import', () => {
  renderModal({ tab: 'data', capabilities: snac() });
  expect(screen.queryByLabelText('Follows to import (CSV)')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export settings' })).toBeInTheDocument();
});

it('account backups: request one, see it not ready, then download it when the server has made it', async () => {
  let backups: Array<Record<string, unknown>> = [];
  let refuse = false;
  const { fetch } = renderModal({
    tab: 'data',
    routes: {
      'GET /api/v1/pleroma/backups': () => ({ body: backups }),
      'POST /api/v1/pleroma/backups': () => {
        if (refuse) return { status: 422, body: { error: 'Last export was less than a minute ago' } };
        backups = [
          {
            id: 1,
            content_type: 'application/zip',
            file_size: 0,
            processed: false,
            state: 'pending',
            url: '',
            inserted_at: '2026-01-02T10:00:00.000Z',
          },
        ];
        return { body: backups };
      },
    },
  });
  const section = await screen.findByRole('region', { name: 'Account backups' });
  expect(await within(section).findByText('No backups yet.')).toBeInTheDocument();
  await userEvent.click(within(section).getByRole('button', { name: 'Request a backup' }));
  expect(await within(section).findByText(/Backup requested/)).toBeInTheDocument();
  const list = await within(section).findByRole('list', { name: 'Your backups' });
  expect(within(list).getByText('Not ready yet')).toBeInTheDocument();
  expect(within(list).queryByRole('link')).not.toBeInTheDocument();

  // The server finishes it: the list, asked again while one is pending, offers the download.
  backups = [{ ...backups[0], processed: true, state: 'complete', file_size: 2048, url: 'http://server.test/b.zip' }];
  const link = await within(section).findByRole('link', { name: /^Download the backup of / }, { timeout: 8000 });
  expect(link).toHaveAttribute('href', 'http://server.test/b.zip');
  expect(within(list).getByText('2 KiB')).toBeInTheDocument();

  refuse = true;
  await userEvent.click(within(section).getByRole('button', { name: 'Request a backup' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(
    'There was an issue requesting a backup. Last export was less than a minute ago',
  );
  expect(fetch.calls.filter((call) => call.key === 'POST /api/v1/pleroma/backups')).toHaveLength(2);
}, 20000);

it('snac and Mastodon: no backups', () => {
  renderModal({ tab: 'data', capabilities: snac() });
  expect(screen.queryByRole('region', { name: 'Account backups' })).not.toBeInTheDocument();
});
