import { act, render, screen, waitFor } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import {
  BusContext,
  createBus,
  entityKeys,
  remoteModuleKeys,
  useAccounts,
  useSession,
  useStatus,
  type Accounts,
} from '@fedi/shared';
import { installFetchRouter, type FetchCall } from '../../../shared/testing/fetchRouter';
import akkomaAccount from '../../../shared/src/__fixtures__/akkoma/account.json';
import akkomaStatus from '../../../shared/src/__fixtures__/akkoma/status.json';
import { ApiClientBridge } from '../app/ApiClientBridge';
import { cacheFor, type AccountCaches } from './accountCaches';
import { createAccountStore } from './accountStore';
import { AccountsProvider } from './AccountsProvider';
import { SessionProvider } from './SessionProvider';

// Alice is on the app's own server, Bob on another one; each server has a status "1" of its own and
// the same user id "1": the same query keys (['status', '1'], ['account', '1']) on both.
const BOB_SERVER = 'https://bob.example';
const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const account = (acct: string) => ({ ...copy(akkomaAccount), id: '1', acct, username: acct, display_name: acct });
const status = (acct: string) => ({
  ...copy(akkomaStatus),
  id: '1',
  content: `<p>post of ${acct}</p>`,
  account: account(acct),
  reblog: null,
  quote: null,
});

function serverOf(call: FetchCall): 'alice' | 'bob' | null {
  const origin = call.url.startsWith('http') ? new URL(call.url).origin : '';
  const token = call.headers.Authorization;
  // The origin guard's promise: each token goes to its own server only.
  if (origin === '' && token === 'Bearer TOKEN-ALICE') return 'alice';
  if (origin === BOB_SERVER && token === 'Bearer TOKEN-BOB') return 'bob';
  return null;
}

/** What each render showed, as "<session acct>: <status text>". */
const shown: string[] = [];
const probe: { accounts: Accounts | null; cache: QueryClient | null } = { accounts: null, cache: null };

function Screen() {
  const session = useSession();
  const accounts = useAccounts();
  useEffect(() => {
    probe.accounts = accounts;
  });
  const post = useStatus(session.status === 'signed-in' ? '1' : undefined);
  const text = post?.content.replace(/<[^>]+>/g, '') ?? '';
  if (session.user) shown.push(`${session.user.acct}: ${text}`);
  return <p data-testid="screen">{session.user ? `${session.user.acct}: ${text}` : session.status}</p>;
}

function CacheProbe() {
  const client = useQueryClient();
  useEffect(() => {
    probe.cache = client;
  });
  return null;
}

function seedTwoAccounts() {
  window.localStorage.setItem(
    'fedi:oauth',
    JSON.stringify({
      token: 'TOKEN-ALICE',
      active: 'self#1',
      accounts: [
        { key: 'self#1', baseUrl: '', token: 'TOKEN-ALICE', id: '1', acct: 'alice', display_name: 'alice', avatar: '' },
        {
          key: `${BOB_SERVER}#1`,
          baseUrl: BOB_SERVER,
          token: 'TOKEN-BOB',
          id: '1',
          acct: 'bob',
          display_name: 'bob',
          avatar: '',
        },
      ],
    }),
  );
}

function renderApp(caches: AccountCaches = new Map()) {
  const store = createAccountStore();
  render(
    <BusContext.Provider value={createBus()}>
      <MemoryRouter>
        <AccountsProvider store={store} caches={caches}>
          <SessionProvider baseUrl="">
            <ApiClientBridge>
              <CacheProbe />
              <Screen />
            </ApiClientBridge>
          </SessionProvider>
        </AccountsProvider>
      </MemoryRouter>
    </BusContext.Provider>,
  );
  return { store, caches };
}

beforeEach(() => {
  shown.length = 0;
  seedTwoAccounts();
});
afterEach(() => window.localStorage.clear());

it('each account has its own cache: the same keys never show one account’s data under another', async () => {
  const router = installFetchRouter((call) => {
    const who = serverOf(call);
    if (!who) return { status: 401, body: { error: 'Invalid token' } };
    if (call.path === '/api/v1/accounts/verify_credentials') return { body: account(who) };
    if (call.path === '/api/v1/statuses/1') return { body: status(who) };
    return { status: 404, body: { error: 'Not found' } };
  });
  const { caches } = renderApp();
  expect(await screen.findByText('alice: post of alice')).toBeInTheDocument();
  // What remotes see of the accounts carries no token.
  expect(probe.accounts!.accounts.map((entry) => entry.acct)).toEqual(['alice', 'bob']);
  expect(JSON.stringify(probe.accounts)).not.toContain('TOKEN');
  const aliceCache = probe.cache!;
  // App data (a loaded remote) is not a person's: it is carried to the next account's cache.
  aliceCache.setQueryData(remoteModuleKeys.manifest(), { remotes: [] });

  await act(async () => probe.accounts!.switchTo(`${BOB_SERVER}#1`));
  expect(await screen.findByText('bob: post of bob')).toBeInTheDocument();
  const bobCache = probe.cache!;
  expect(bobCache).not.toBe(aliceCache);
  expect(bobCache.getQueryData(remoteModuleKeys.manifest())).toEqual({ remotes: [] });
  // Never a render of Bob's session with Alice's post (or the other way round).
  expect(shown.filter((line) => line.startsWith('bob:') && line.includes('alice'))).toEqual([]);
  expect(shown.filter((line) => line.startsWith('alice:') && line.includes('bob'))).toEqual([]);
  // Same key, two caches, two posts.
  expect((aliceCache.getQueryData(entityKeys.status('1')) as { content: string } | undefined)?.content).toContain(
    'alice',
  );
  expect((bobCache.getQueryData(entityKeys.status('1')) as { content: string } | undefined)?.content).toContain('bob');

  // Back to Alice: her cache answers at once, without asking her server again.
  const before = router.calls.length;
  await act(async () => probe.accounts!.switchTo('self#1'));
  expect(await screen.findByText('alice: post of alice')).toBeInTheDocument();
  expect(router.calls.slice(before).filter((call) => call.path === '/api/v1/statuses/1')).toEqual([]);
  expect(shown.filter((line) => line.startsWith('bob:') && line.includes('alice'))).toEqual([]);
  // Every call carried the token of its own server (serverOf answered 401 otherwise).
  expect(router.calls.every((call) => serverOf(call) !== null)).toBe(true);
  expect([...caches.keys()].sort()).toEqual(['self#1', `${BOB_SERVER}#1`].sort());
});

it('signing one account out revokes its token on its server, drops its cache and moves to the other', async () => {
  const router = installFetchRouter((call) => {
    const who = serverOf(call);
    if (!who) return { status: 401, body: { error: 'Invalid token' } };
    if (call.path === '/api/v1/accounts/verify_credentials') return { body: account(who) };
    if (call.path === '/api/v1/statuses/1') return { body: status(who) };
    if (call.path === '/oauth/revoke') return { body: {} };
    return { status: 404, body: { error: 'Not found' } };
  });
  window.localStorage.setItem(
    'fedi:oauth',
    // The app is registered on each server (bob's revoke goes with bob's server's registration).
    JSON.stringify({
      ...JSON.parse(window.localStorage.getItem('fedi:oauth')!),
      clientId: 'C',
      clientSecret: 'S',
      apps: { [BOB_SERVER]: { clientId: 'BC', clientSecret: 'BS', scopes: 'read' } },
    }),
  );
  const { store, caches } = renderApp();
  expect(await screen.findByText('alice: post of alice')).toBeInTheDocument();
  await act(() => probe.accounts!.signOutAccount('self#1'));
  expect(await screen.findByText('bob: post of bob')).toBeInTheDocument();
  const revoke = router.calls.find((call) => call.path === '/oauth/revoke');
  expect(revoke?.url.startsWith(BOB_SERVER)).toBe(false);
  expect(store.getSnapshot().accounts.map((entry) => entry.acct)).toEqual(['bob']);
  expect([...caches.keys()]).toEqual([`${BOB_SERVER}#1`]);
  expect(JSON.stringify(window.localStorage)).not.toContain('TOKEN-ALICE');

  await act(() => probe.accounts!.signOutAll());
  await waitFor(() => expect(screen.getByTestId('screen')).toHaveTextContent('anonymous'));
  const revokes = router.calls.filter((call) => call.path === '/oauth/revoke');
  expect(revokes.map((call) => serverOf(call))).toEqual(['alice', 'bob']);
  expect(revokes.map((call) => new URLSearchParams(String(call.body)).get('client_id'))).toEqual(['C', 'BC']);
  expect(window.localStorage.getItem('fedi:oauth')).not.toContain('TOKEN');
});

it('a loaded component in the app data is carried over as it is (never called as an updater)', () => {
  const caches: AccountCaches = new Map();
  const component = jest.fn(() => null);
  cacheFor(caches, 'self#1').setQueryData(remoteModuleKeys.component('timelines', './Status'), () => component);
  expect(cacheFor(caches, 'self#2').getQueryData(remoteModuleKeys.component('timelines', './Status'))).toBe(component);
  expect(component).not.toHaveBeenCalled();
});
