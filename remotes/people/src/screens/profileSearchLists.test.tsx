import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { importAccount, normalizeUser, reloadPreferences, setPreferences, type WireAccount } from '@fedi/shared';
import { renderApp, stubFetch, wireAccount } from '../testing/harness';
import { ListEditScreen, ListsScreen, LIST_SEARCH_DEBOUNCE_MS } from './Lists';
import { SearchScreen } from './Search';
import { ProfileView } from './UserProfile';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)) }));

const user = (overrides: Record<string, unknown> = {}) => normalizeUser(wireAccount(overrides) as unknown as WireAccount);

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
    stubFetch({});
    setPreferences({ userProfileDefaultTab: 'media' });
    profile('/bob');
    expect(screen.getByRole('tab', { name: 'Media' }).getAttribute('aria-selected')).toBe('true');
  });

  it('lets the URL hash win, and falls back to posts when the chosen tab is hidden here', () => {
    stubFetch({});
    setPreferences({ userProfileDefaultTab: 'media' });
    const { unmount } = profile('/bob#followers');
    expect(screen.getByRole('tab', { name: 'Followers' }).getAttribute('aria-selected')).toBe('true');
    unmount();
    setPreferences({ userProfileDefaultTab: 'favorites' });
    profile('/bob');
    expect(screen.getByRole('tab', { name: 'Posts' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps posts reachable from the tabs when another tab is the default', () => {
    stubFetch({});
    setPreferences({ userProfileDefaultTab: 'replies' });
    profile('/bob');
    expect(screen.getByRole('tab', { name: 'With replies' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Posts' }));
    expect(screen.getByRole('tab', { name: 'Posts' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('search hashtags', () => {
  it('says one person vs many people talking from the latest history record', async () => {
    stubFetch({
      'GET /api/v2/search': {
        body: {
          accounts: [],
          statuses: [],
          hashtags: [
            { name: 'solo', url: '', history: [{ day: '2', uses: '4', accounts: '1' }, { day: '1', uses: '9', accounts: '7' }] },
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

describe('lists index', () => {
  it('shows the newest list first, each linking to its timeline and edit page', async () => {
    stubFetch({ 'GET /api/v1/lists': { body: [{ id: '9', title: 'Old' }, { id: '100', title: 'Newest' }, { id: '20', title: 'Middle' }] } });
    renderApp(<ListsScreen />);
    await screen.findByRole('link', { name: 'Newest' });
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('a')?.textContent)).toEqual(['Newest', 'Middle', 'Old']);
    expect(screen.getByRole('link', { name: 'Newest' }).getAttribute('href')).toBe('/lists/100');
    expect(screen.getByRole('link', { name: 'Edit Newest' }).getAttribute('href')).toBe('/lists/100/edit');
    expect(screen.getByRole('link', { name: 'New list' }).getAttribute('href')).toBe('/lists/new/edit');
  });
});

describe('list member search', () => {
  it('searches 2000 ms after the last keystroke, among followed people only unless unticked', async () => {
    jest.useFakeTimers();
    const calls = stubFetch({ 'GET /api/v1/accounts/search': { body: [wireAccount({ id: 'c', acct: 'carol', username: 'carol' })] } });
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
    expect(searches()[0]!.url.searchParams.get('q')).toBe('car');
    expect(searches()[0]!.url.searchParams.get('following')).toBe('true');
    jest.useRealTimers();
    expect(await screen.findByText('@carol')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Only people I follow'));
    await waitFor(() => expect(searches()).toHaveLength(2), { timeout: 3000 });
    expect(searches()[1]!.url.searchParams.get('following')).not.toBe('true');
  });

  it('does not search for an empty query', async () => {
    jest.useFakeTimers();
    const calls = stubFetch({});
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
