import type { SessionUser } from '@fedi/shared';
import { addAccount, clearAccounts, removeAccount, setAccountAccent } from './accountEdits';
import { accountKey, createAccountStore, updateAccount } from './accountStore';

const user = (id: string, acct = id): SessionUser => ({
  id,
  acct,
  display_name: acct.toUpperCase(),
  avatar: '',
  role: 'member',
  locked: false,
});
const stored = () => JSON.parse(window.localStorage.getItem('fedi:oauth') ?? '{}') as Record<string, unknown>;

afterEach(() => window.localStorage.clear());

it('keeps several accounts with their tokens; the last added is active and its token is the stored one', () => {
  const store = createAccountStore();
  addAccount(store, '', 'TOKEN-A', user('1', 'alice'));
  addAccount(store, 'https://b.example', 'TOKEN-B', user('1', 'bob'));
  const { accounts, active } = store.getSnapshot();
  // Same user id on two servers: two accounts.
  expect(accounts.map((account) => account.key)).toEqual(['self#1', 'https://b.example#1']);
  expect(active?.acct).toBe('bob');
  expect(stored()).toMatchObject({ token: 'TOKEN-B', active: 'https://b.example#1' });

  store.setActive(accountKey('', '1'));
  expect(store.getSnapshot().active?.acct).toBe('alice');
  expect(stored().token).toBe('TOKEN-A');

  // A new store (the next visit) reads the same accounts and the same active one.
  const again = createAccountStore().getSnapshot();
  expect(again.accounts.map((account) => account.token)).toEqual(['TOKEN-A', 'TOKEN-B']);
  expect(again.active?.key).toBe('self#1');
});

it('signing in again as the same person replaces the token in place', () => {
  const store = createAccountStore();
  addAccount(store, '', 'OLD', user('1', 'alice'));
  addAccount(store, '', 'OTHER', user('2', 'bob'));
  addAccount(store, '', 'NEW', user('1', 'alice'));
  expect(store.getSnapshot().accounts.map((account) => `${account.acct}:${account.token}`)).toEqual([
    'alice:NEW',
    'bob:OTHER',
  ]);
});

it('removing the active account moves to the next one; removing the last leaves no token stored', () => {
  const store = createAccountStore();
  addAccount(store, '', 'TOKEN-A', user('1', 'alice'));
  addAccount(store, '', 'TOKEN-B', user('2', 'bob'));
  const listener = jest.fn();
  store.subscribe(listener);
  expect(removeAccount(store, 'self#2')?.token).toBe('TOKEN-B');
  expect(store.getSnapshot().active?.acct).toBe('alice');
  expect(listener).toHaveBeenCalled();
  removeAccount(store, 'self#1');
  expect(store.getSnapshot()).toEqual({ accounts: [], active: null });
  expect(stored()).toEqual({});
});

it('clear() forgets every account but keeps the app registration', () => {
  window.localStorage.setItem('fedi:oauth', JSON.stringify({ clientId: 'id', clientSecret: 'secret' }));
  const store = createAccountStore();
  addAccount(store, '', 'TOKEN-A', user('1', 'alice'));
  addAccount(store, '', 'TOKEN-B', user('2', 'bob'));
  clearAccounts(store);
  expect(stored()).toEqual({ clientId: 'id', clientSecret: 'secret' });
});

it('a token stored before the account list is one pending account, named once verified', () => {
  window.localStorage.setItem('fedi:oauth', JSON.stringify({ token: 'LEGACY', lastLoginName: 'alice' }));
  const store = createAccountStore();
  expect(store.getSnapshot().active).toMatchObject({ key: 'pending', token: 'LEGACY', id: '' });
  updateAccount(store, 'pending', '', user('7', 'alice'));
  expect(store.getSnapshot().active).toMatchObject({ key: 'self#7', token: 'LEGACY', acct: 'alice' });
  expect(createAccountStore().getSnapshot().accounts).toHaveLength(1);
});

it("an account's own accent is kept with it (a rename, a new sign-in, the next visit) and cleared back to the theme's", () => {
  const store = createAccountStore();
  addAccount(store, '', 'TOKEN-A', user('1', 'alice'));
  addAccount(store, '', 'TOKEN-B', user('2', 'bob'));
  setAccountAccent(store, accountKey('', '1'), '#2e7d32');
  expect(store.getSnapshot().accounts.map((account) => account.accent)).toEqual(['#2e7d32', undefined]);
  updateAccount(store, accountKey('', '1'), '', user('1', 'alice-renamed'));
  addAccount(store, '', 'TOKEN-A2', user('1', 'alice-renamed'));
  expect(createAccountStore().getSnapshot().accounts[0]).toMatchObject({ token: 'TOKEN-A2', accent: '#2e7d32' });
  setAccountAccent(store, accountKey('', '1'), null);
  expect(store.getSnapshot().accounts[0]).not.toHaveProperty('accent');
});
