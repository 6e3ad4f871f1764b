import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import {
  importAccount,
  normalizeUser,
  RemoteLoaderContext,
  reloadPreferences,
  setPreferences,
  type RemoteModuleLoader,
  type WireAccount,
} from '@fedi/shared';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderApp, wireAccount } from '../testing/harness';
import { ListEditScreen, ListsScreen, LIST_SEARCH_DEBOUNCE_MS } from './Lists';
import { SearchScreen } from './Search';
import { ProfileView } from './UserProfile';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)) }));

const user = (overrides: Record<string, unknown> = {}) =>
  normalizeUser(wireAccount(overrides) as unknown as WireAccount);

afterEach(() => {
  cleanup();
  localStorage.clear();
  reloadPreferences();
  jest.useRealTimers();
});

describe('profile default tab (userProfileDefaultTab)', () => {
  const bob = user();
  const profile = (path: string) =>
    renderApp(
      <Routes>
        <Route path="/bob" element={<ProfileView user={bob} />} />
      </Routes>,
      { path, setup: (qc) => void importAccount(qc, bob) },
    );

  it('opens the chosen tab when the URL names none', () => {
    installFetchRouter({});
    setPreferences({ userProfileDefaultTab: 'media' });
    profile('/bob');
    expect(screen.getByRole('tab', { name: 'Media' }).getAttribute('aria-selected')).toBe('true');
  });

  it('lets the URL hash win, and falls back to posts when the chosen tab is hidden here', () => {
    installFetchRouter({});
    setPreferences({ userProfileDefaultTab: 'media' });
    const { unmount } = profile('/bob#followers');
    expect(screen.getByRole('tab', { name: 'Followers' }).getAttribute('aria-selected')).toBe('true');
    unmount();
    setPreferences({ userProfileDefaultTab: 'favorites' });
    profile('/bob');
    expect(screen.getByRole('tab', { name: 'Posts' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps posts reachable from the tabs when another tab is the default', () => {
    installFetchRouter({});
    setPreferences({ userProfileDefaultTab: 'replies' });
    profile('/bob');
    expect(screen.getByRole('tab', { name: 'With replies' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Posts' }));
    expect(screen.getByRole('tab', { name: 'Posts' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('search hashtags', () => {
  it('says one person vs many people talking from the latest history record', async () => {
    installFetchRouter({
      'GET /api/v2/search': {
        body: {
          accounts: [],
          statuses: [],
          hashtags: [
            {
              name: 'solo',
              url: '',
              history: [
                { day: '2', uses: '4', accounts: '1' },
                { day: '1', uses: '9', accounts: '7' },
              ],
            },
            { name: 'crowd', url: '', history: [{ day: '2', uses: '12', accounts: '5' }] },
          ],
        },
      },
    });
    renderApp(
      <Routes>
        <Route path="/search" element={<SearchScreen />} />
      </Routes>,
      { path: '/search?query=tags' },
    );
    const tab = await screen.findByRole('tab', { name: 'Hashtags (2)' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const solo = screen.getByRole('link', { name: '#solo' }).closest('li')!;
    expect(solo.textContent).toContain('1 person is talking');
    expect(solo.textContent).toContain('4 uses');
    const crowd = screen.getByRole('link', { name: '#crowd' }).closest('li')!;
    expect(crowd.textContent).toContain('5 people are talking');
    expect(screen.getByRole('link', { name: '#crowd' }).getAttribute('href')).toBe('/tag/crowd');
  });
});

describe('search paging', () => {
  // Statuses come from the timelines remote: a loader that never answers leaves the plain fallback.
  const loader = (() => new Promise(() => undefined)) as unknown as RemoteModuleLoader;
  const search = () =>
    renderApp(
      <RemoteLoaderContext.Provider value={loader}>
        <Routes>
          <Route path="/search" element={<SearchScreen />} />
        </Routes>
      </RemoteLoaderContext.Provider>,
      { path: '/search?query=post' },
    );
  const wireStatus = (id: number) => ({
    id: String(id),
    uri: `https://server.test/objects/${id}`,
    created_at: '2025-01-01T00:00:00.000Z',
    account: wireAccount(),
    content: `<p>post ${id}</p>`,
    visibility: 'public',
    sensitive: false,
    spoiler_text: '',
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    reblogs_count: 0,
    favourites_count: 0,
    replies_count: 0,
  });

  it('a first page of fewer than 20 posts is the end: no load-older button', async () => {
    installFetchRouter({
      'GET /api/v2/search': { body: { accounts: [], hashtags: [], statuses: [1, 2, 3].map(wireStatus) } },
    });
    search();
    expect(await screen.findByRole('tab', { name: 'Posts (3)' })).toBeTruthy();
    expect(screen.getByText('No more posts')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load older' })).toBeNull();
  });

  it('asks the next page with offset and the last max_id, and a short page ends the list', async () => {
    const { calls } = installFetchRouter({
      'GET /api/v2/search': ({ query }) => ({
        body: {
          accounts: [],
          hashtags: [],
          statuses: query.get('offset')
            ? [41, 42].map((n) => wireStatus(1000 - n))
            : Array.from({ length: 40 }, (_, i) => wireStatus(1000 - i)),
        },
      }),
    });
    search();
    expect(await screen.findByRole('tab', { name: 'Posts (40)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load older' }));
    expect(await screen.findByRole('tab', { name: 'Posts (42)' })).toBeTruthy();
    const older = calls.filter((call) => call.key === 'GET /api/v2/search')[1]!.query;
    expect(older.get('offset')).toBe('40');
    expect(older.get('max_id')).toBe('961');
    expect(screen.getByText('No more posts')).toBeTruthy();
  });
});

describe('lists index', () => {
  it('shows the newest list first, each linking to its timeline and edit page', async () => {
    installFetchRouter({
      'GET /api/v1/lists': {
        body: [
          { id: '9', title: 'Old' },
          { id: '100', title: 'Newest' },
          { id: '20', title: 'Middle' },
        ],
      },
    });
    renderApp(<ListsScreen />);
    await screen.findByRole('link', { name: 'Newest' });
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('a')?.textContent)).toEqual([
      'Newest',
      'Middle',
      'Old',
    ]);
    expect(screen.getByRole('link', { name: 'Newest' }).getAttribute('href')).toBe('/lists/100');
    expect(screen.getByRole('link', { name: 'Edit Newest' }).getAttribute('href')).toBe('/lists/100/edit');
    expect(screen.getByRole('link', { name: 'New list' }).getAttribute('href')).toBe('/lists/new/edit');
  });
});

describe('list member search', () => {
  it('searches 2000 ms after the last keystroke, among followed people only unless unticked', async () => {
    jest.useFakeTimers();
    const { calls } = installFetchRouter({
      'GET /api/v1/accounts/search': { body: [wireAccount({ id: 'c', acct: 'carol', username: 'carol' })] },
    });
    renderApp(
      <Routes>
        <Route path="/lists/:id/edit" element={<ListEditScreen />} />
      </Routes>,
      { path: '/lists/new/edit' },
    );
    const searches = () => calls.filter((call) => call.key === 'GET /api/v1/accounts/search');
    const input = screen.getByLabelText('Search people to add');
    fireEvent.change(input, { target: { value: 'ca' } });
    act(() => void jest.advanceTimersByTime(1500));
    fireEvent.change(input, { target: { value: 'car' } });
    act(() => void jest.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS - 1));
    expect(searches()).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(1);
      await Promise.resolve();
    });
    expect(searches()).toHaveLength(1);
    expect(searches()[0]!.query.get('q')).toBe('car');
    expect(searches()[0]!.query.get('following')).toBe('true');
    jest.useRealTimers();
    expect(await screen.findByText('@carol')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Only people I follow'));
    await waitFor(() => expect(searches()).toHaveLength(2), { timeout: 3000 });
    expect(searches()[1]!.query.get('following')).not.toBe('true');
  });

  it('does not search for an empty query', async () => {
    jest.useFakeTimers();
    const { calls } = installFetchRouter({});
    renderApp(
      <Routes>
        <Route path="/lists/:id/edit" element={<ListEditScreen />} />
      </Routes>,
      { path: '/lists/new/edit' },
    );
    fireEvent.change(screen.getByLabelText('Search people to add'), { target: { value: '   ' } });
    act(() => void jest.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS * 2));
    expect(calls.filter((call) => call.key === 'GET /api/v1/accounts/search')).toHaveLength(0);
  });
});
