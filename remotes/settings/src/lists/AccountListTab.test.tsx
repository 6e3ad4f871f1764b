import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPreferences, setDomainMuted } from '@fedi/shared';
import { renderModal } from '../testing/harness';

beforeEach(() => {
  window.localStorage.clear();
  reloadPreferences();
});

const account = (id: string, acct: string) => ({
  id,
  acct,
  username: acct.split('@')[0],
  display_name: acct.toUpperCase(),
  note: '',
  avatar: '',
  fields: [],
  emojis: [],
});
const relationship = (id: string) => ({ id, following: false, blocking: false, muting: false });

it('blocks: pages, search within the list, unblock one and the selected ones, unblock a domain', async () => {
  const { fetch } = renderModal({
    tab: 'blocks',
    routes: {
      'GET /api/v1/blocks': (call) =>
        call.query.get('max_id')
          ? { body: [account('3', 'carol@remote.test')] }
          : {
              body: [account('1', 'bob'), account('2', 'dave')],
              headers: { link: '<http://server.test/api/v1/blocks?max_id=2>; rel="next"' },
            },
      'POST /api/v1/accounts/1/unblock': { body: relationship('1') },
      'POST /api/v1/accounts/2/unblock': { body: relationship('2') },
      'POST /api/v1/accounts/3/unblock': { body: relationship('3') },
      'GET /api/v1/domain_blocks': { body: ['spam.example'] },
      'DELETE /api/v1/domain_blocks': { body: {} },
    },
  });
  const accounts = await screen.findByRole('list', { name: 'Blocked accounts' });
  expect(within(accounts).getAllByRole('listitem')).toHaveLength(2);
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(within(accounts).getAllByRole('listitem')).toHaveLength(3));

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search blocked accounts' }), 'remote');
  expect(within(accounts).getAllByRole('listitem')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Unblock carol@remote.test' }));
  await waitFor(() => expect(within(accounts).queryAllByRole('listitem')).toHaveLength(0));
  expect(screen.getByText('No account matches')).toBeInTheDocument();
  await userEvent.clear(screen.getByRole('searchbox', { name: 'Search blocked accounts' }));

  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
  await userEvent.click(screen.getByRole('button', { name: 'Unblock 2 selected' }));
  expect(await screen.findByText('You block nobody.')).toBeInTheDocument();
  expect(fetch.calls.filter((call) => call.key.endsWith('/unblock')).map((call) => call.path)).toEqual([
    '/api/v1/accounts/3/unblock',
    '/api/v1/accounts/1/unblock',
    '/api/v1/accounts/2/unblock',
  ]);

  const domains = await screen.findByRole('list', { name: 'Blocked domains' });
  await userEvent.click(within(domains).getByRole('button', { name: 'Unblock spam.example' }));
  await waitFor(() => expect(screen.queryByText('spam.example')).not.toBeInTheDocument());
  expect(fetch.calls.find((call) => call.key === 'DELETE /api/v1/domain_blocks')?.body).toBe(
    JSON.stringify({ domain: 'spam.example' }),
  );
});

it('mutes: a failed unmute keeps the account and says why; muted domains of this browser can be unmuted', async () => {
  setDomainMuted('noisy.example', true);
  renderModal({
    tab: 'mutes',
    routes: {
      'GET /api/v1/mutes': { body: [account('1', 'bob')] },
      'POST /api/v1/accounts/1/unmute': { status: 500, body: 'x' },
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Unmute bob' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not unmute: Internal Server Error');
  expect(screen.getByText('@bob')).toBeInTheDocument();
  const domains = screen.getByRole('list', { name: 'Muted domains (in this browser)' });
  await userEvent.click(within(domains).getByRole('button', { name: 'Unmute noisy.example' }));
  expect(screen.queryByText('noisy.example')).not.toBeInTheDocument();
});

it('blocks on a server without /api/v1/domain_blocks (snac: 404): the blocked-domains section is not offered', async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const { fetch } = renderModal({
    tab: 'blocks',
    routes: {
      'GET /api/v1/blocks': { body: [account('1', 'bob')] },
      'GET /api/v1/domain_blocks': { status: 404, body: '<h1>404 Not Found (snac/2.96)</h1>' },
    },
  });
  expect(await screen.findByRole('list', { name: 'Blocked accounts' })).toBeInTheDocument();
  await waitFor(() => expect(fetch.calls.some((call) => call.key === 'GET /api/v1/domain_blocks')).toBe(true));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Blocked domains' })).not.toBeInTheDocument());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  jest.restoreAllMocks();
});
