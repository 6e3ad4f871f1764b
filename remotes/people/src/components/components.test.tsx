import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import {
  importAccount,
  importRelationship,
  normalizeUser,
  reloadPreferences,
  setPreferences,
  type WireAccount,
} from '@fedi/shared';
import { NotificationsProvider } from '@fedi/shared/notifications';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderApp, wireAccount } from '../testing/harness';
import { RelationshipControls } from './RelationshipControls';
import { UserCard } from './UserCard';
import { ProfileView } from '../screens/UserProfile';
import { NotificationsPanel } from '../screens/Notifications';
import { SearchScreen } from '../screens/Search';
import { ListEditScreen } from '../screens/Lists';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)) }));

const user = (overrides: Record<string, unknown> = {}) =>
  normalizeUser(wireAccount(overrides) as unknown as WireAccount);

describe('RelationshipControls', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    reloadPreferences();
  });

  it('shows follow, following (unfollow with confirm when modalOnUnfollow is set) and requested states', async () => {
    setPreferences({ modalOnUnfollow: true });
    const { calls } = installFetchRouter({
      'POST /api/v1/accounts/bob/unfollow': { body: { id: 'bob', following: false } },
    });
    const bob = user();
    renderApp(<RelationshipControls user={bob} />, {
      setup: (qc) => void importRelationship(qc, { id: 'bob', following: true, followed_by: true }),
    });
    expect(screen.getByText('Follows you!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unfollow @bob?' });
    expect(within(dialog).getByText('Unfollow @bob?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByRole('button', { name: 'Follow back' })).toBeTruthy();
    expect(calls.map((call) => call.key)).toContain('POST /api/v1/accounts/bob/unfollow');
  });

  it('shows cancel request for a pending request and unblock for a blocked user', () => {
    installFetchRouter({});
    const { unmount } = renderApp(<RelationshipControls user={user()} />, {
      setup: (qc) => void importRelationship(qc, { id: 'bob', requested: true }),
    });
    expect(screen.getByRole('button', { name: 'Cancel follow request' })).toBeTruthy();
    unmount();
    renderApp(<RelationshipControls user={user()} />, {
      setup: (qc) => void importRelationship(qc, { id: 'bob', blocking: true }),
    });
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy();
  });

  it('following a locked account ends in requested after re-checking the relationship', async () => {
    let checks = 0;
    const { calls } = installFetchRouter({
      'POST /api/v1/accounts/carol/follow': { body: { id: 'carol', following: false, requested: false } },
      'GET /api/v1/accounts/relationships': () => {
        checks += 1;
        return { body: [{ id: 'carol', following: false, requested: checks >= 2 }] };
      },
    });
    const carol = user({ id: 'carol', acct: 'carol', username: 'carol', locked: true });
    renderApp(<RelationshipControls user={carol} />, {
      setup: (qc) => void importRelationship(qc, { id: 'carol', following: false }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect((screen.getByRole('button', { name: 'Working…' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByRole('button', { name: 'Cancel follow request' }, { timeout: 3000 })).toBeTruthy();
    expect(calls.filter((call) => call.key === 'GET /api/v1/accounts/relationships')).toHaveLength(2);
  });

  it('disables follow for deactivated users and hides itself on one’s own card', () => {
    installFetchRouter({});
    const { unmount } = renderApp(<RelationshipControls user={user({ pleroma: { deactivated: true } })} />, {
      setup: (qc) => void importRelationship(qc, { id: 'bob' }),
    });
    expect((screen.getByRole('button', { name: 'Follow' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    const own = renderApp(<RelationshipControls user={user({ id: 'alice', acct: 'alice' })} />);
    expect(own.container.querySelector('button')).toBeNull();
  });
});

describe('UserCard and profile', () => {
  it('shows the daily average, role badge and verified fields', () => {
    installFetchRouter({});
    jest.useFakeTimers({ now: Date.parse('2025-01-11T00:00:00Z') });
    renderApp(
      <UserCard
        user={user({
          statuses_count: 25,
          created_at: '2025-01-01T00:00:00Z',
          pleroma: { is_admin: true },
          fields: [{ name: 'site', value: '<a href="https://b.test">b.test</a>', verified_at: '2025-01-02T00:00:00Z' }],
        })}
        isOwn={false}
      />,
      { userId: null },
    );
    jest.useRealTimers();
    expect(screen.getByTestId('daily-average').textContent).toBe('3 posts per day');
    expect(screen.getByText('Admin')).toBeTruthy();
    // An image with a name, not a span with a label and no role (axe: aria-prohibited-attr; issue 28 #23).
    const mark = screen.getByRole('img', { name: 'Verified link' });
    expect(mark.tagName).toBe('SPAN');
    expect(mark.getAttribute('role')).toBe('img');
    expect(screen.getByRole('button', { name: 'Remote follow' })).toBeTruthy();
  });

  it('hides follows/followers tabs of users who hide them', () => {
    installFetchRouter({});
    const grace = user({
      id: 'grace',
      acct: 'grace',
      username: 'grace',
      pleroma: { hide_follows: true, hide_followers: true },
    });
    renderApp(<ProfileView user={grace} />, { setup: (qc) => void importAccount(qc, grace) });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Posts', 'With replies', 'Media']);
  });

  it('shows every tab including favorites on one’s own profile', () => {
    installFetchRouter({});
    const alice = user({ id: 'alice', acct: 'alice', username: 'alice', pleroma: { hide_follows: true } });
    renderApp(<ProfileView user={alice} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Posts',
      'With replies',
      'Follows',
      'Followers',
      'Media',
      'Favorites',
    ]);
  });
});

function wireNotification(id: number, seen: boolean) {
  return {
    id: String(id),
    type: 'follow',
    created_at: '2025-01-01T00:00:00.000Z',
    account: wireAccount({ id: `u${id}`, acct: `u${id}`, username: `u${id}` }),
    pleroma: { is_seen: seen },
  };
}

describe('NotificationsPanel', () => {
  it('shows all unseen plus 30 seen, then 20 more; marking read sends max_id', async () => {
    const page = [
      ...Array.from({ length: 5 }, (_, i) => wireNotification(200 - i, false)),
      ...Array.from({ length: 45 }, (_, i) => wireNotification(150 - i, true)),
    ];
    const { calls } = installFetchRouter({
      'GET /api/v1/notifications': ({ query }) => ({ body: query.get('max_id') || query.get('since_id') ? [] : page }),
      'POST /api/v1/pleroma/notifications/read': { body: {} },
    });
    renderApp(
      <NotificationsProvider>
        <NotificationsPanel title="Notifications" />
      </NotificationsProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(35));
    expect(screen.getByLabelText('5 unread notifications')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load older notifications' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(50));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(30));
    const read = calls.find(
      (call) => call.key === 'POST /api/v1/pleroma/notifications/read' || call.key === 'POST /api/v1/markers',
    );
    expect(read).toBeDefined();
    expect(screen.queryByLabelText(/unread notifications/)).toBeNull();
  });
});

describe('SearchScreen', () => {
  it('opens the people tab when there are no statuses, with counts on each tab', async () => {
    installFetchRouter({
      'GET /api/v2/search': {
        body: {
          accounts: [wireAccount()],
          statuses: [],
          hashtags: [{ name: 'cats', url: '', history: [{ day: '1', uses: '3', accounts: '1' }] }],
        },
      },
    });
    renderApp(
      <Routes>
        <Route path="/search" element={<SearchScreen />} />
      </Routes>,
      { path: '/search?query=bob' },
    );
    const people = await screen.findByRole('tab', { name: 'People (1)' });
    expect(people.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Posts (0)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Hashtags (1)' }));
    expect(screen.getByText(/1 person is talking/)).toBeTruthy();
  });
});

describe('ListEditScreen', () => {
  it('disables create while the title is empty', async () => {
    installFetchRouter({});
    renderApp(
      <Routes>
        <Route path="/lists/:id/edit" element={<ListEditScreen />} />
      </Routes>,
      { path: '/lists/new/edit' },
    );
    const create = screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Friends' } });
    await waitFor(() => expect(create.disabled).toBe(false));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '' } });
    await waitFor(() => expect(create.disabled).toBe(true));
  });
});
