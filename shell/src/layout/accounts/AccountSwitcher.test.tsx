import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AccountsContext, type Accounts } from '@fedi/shared';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import akkomaNotifications from '../../../../shared/src/__fixtures__/akkoma/notifications.json';
import { renderShellPart } from '../../testing/renderShellPart';
import '../../i18n/authStrings';
import { AccountStoreContext, createAccountStore } from '../../session/accountStore';
import { AccountSwitcher } from './AccountSwitcher';

const entry = (key: string, baseUrl: string, id: string, acct: string, token: string) => ({
  key,
  baseUrl,
  id,
  acct,
  display_name: acct.toUpperCase(),
  avatar: '',
  token,
});
/** The fixture's first three notifications, the newest two unseen. */
const page = () =>
  (JSON.parse(JSON.stringify(akkomaNotifications)) as Array<{ pleroma: { is_seen: boolean } }>)
    .slice(1, 4)
    .map((item, index) => ({ ...item, pleroma: { ...item.pleroma, is_seen: index === 2 } }));

afterEach(() => window.localStorage.clear());

it('lists every account with its unread count from its own server and token; switches and logs out', async () => {
  const alice = entry('self#1', '', '1', 'alice', 'TOKEN-A');
  const bob = entry('https://bob.example#1', 'https://bob.example', '1', 'bob', 'TOKEN-B');
  window.localStorage.setItem(
    'fedi:oauth',
    JSON.stringify({ token: 'TOKEN-A', active: alice.key, accounts: [alice, bob] }),
  );
  const router = installFetchRouter((call) =>
    call.url.startsWith('https://bob.example/api/v1/notifications') && call.headers.Authorization === 'Bearer TOKEN-B'
      ? { body: page() }
      : { status: 401, body: { error: 'Invalid token' } },
  );
  const accounts: Accounts = {
    accounts: [alice, bob].map(({ token: _token, ...summary }) => summary),
    activeKey: alice.key,
    switchTo: jest.fn(),
    openElsewhere: jest.fn(),
    signOutAccount: jest.fn(async () => undefined),
    signOutAll: jest.fn(async () => undefined),
    setAccent: jest.fn(),
  };
  renderShellPart(
    <AccountStoreContext.Provider value={{ store: createAccountStore() }}>
      <AccountsContext.Provider value={accounts}>
        <AccountSwitcher />
      </AccountsContext.Provider>
    </AccountStoreContext.Provider>,
  );
  const bobRow = await screen.findByRole('button', { name: 'Switch to BOB @bob@bob.example, 2 unread' });
  const aliceRow = screen.getByRole('button', { name: 'Switch to ALICE @alice' });
  expect(aliceRow).toHaveAttribute('aria-current', 'true');
  // Only Bob's server was asked, with Bob's token: the active account's count is the session's own.
  expect(router.calls.map((call) => `${new URL(call.url).origin} ${call.headers.Authorization}`)).toEqual([
    'https://bob.example Bearer TOKEN-B',
  ]);

  fireEvent.click(aliceRow);
  expect(accounts.switchTo).not.toHaveBeenCalled();
  fireEvent.click(bobRow);
  expect(accounts.switchTo).toHaveBeenCalledWith(bob.key);
  fireEvent.click(screen.getByRole('button', { name: 'Log out @bob@bob.example' }));
  await waitFor(() => expect(accounts.signOutAccount).toHaveBeenCalledWith(bob.key));
  // Each action disables the log-out buttons until it settles.
  const all = screen.getByRole('button', { name: 'Log out of all' });
  await waitFor(() => expect(all).toBeEnabled());
  fireEvent.click(all);
  await waitFor(() => expect(accounts.signOutAll).toHaveBeenCalled());
  expect(screen.getByRole('link', { name: 'Add an account' })).toHaveAttribute('href', '/login?add=1');
});
