import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PREFS, setPrefs } from '../prefs';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderApp, wire } from '../testing/harness';
import { Bookmarks, DirectMessages, HomeTimeline, PublicTimeline } from './timelines';

// snac 2.96 has no direct timeline: it answers this for /api/v1/timelines/direct.
const SNAC_404 = { status: 404, body: '<h1>404 Not Found (snac/2.96)</h1>' };

beforeEach(() => setPrefs({ ...DEFAULT_PREFS, streaming: false, pauseOnUnfocused: false }));
afterEach(() => setPrefs(DEFAULT_PREFS));

describe('a server without the direct timeline', () => {
  it('says so plainly instead of an error, announces nothing, and stops offering the tab', async () => {
    const router = installFetchRouter({ 'GET /api/v1/timelines/direct': SNAC_404 });
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { bus } = renderApp(<DirectMessages />, { caps: { dialect: 'snac', directMessages: 'timeline' } });
    const notices: unknown[] = [];
    bus.on('notice:show', (notice) => notices.push(notice));
    expect(screen.getByRole('link', { name: 'Direct messages' })).toBeInTheDocument();

    expect(await screen.findByText('This server does not offer this timeline.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Direct messages' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation');
    expect(within(nav).queryByRole('link', { name: 'Direct messages' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Bookmarks' })).toBeInTheDocument();
    // Once the note shows, nothing asks again (no poll of a call the server lacks).
    const asked = () => router.calls.filter((call) => call.key === 'GET /api/v1/timelines/direct').length;
    const before = asked();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked()).toBe(before);
    expect(notices).toEqual([]);
    jest.restoreAllMocks();
  });

  it('other timelines keep the tab until a call shows the server lacks it', async () => {
    installFetchRouter({ 'GET /api/v1/timelines/public': { body: [] } });
    renderApp(<PublicTimeline />);
    await waitFor(() => expect(screen.getByText('No statuses')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Direct messages' })).toBeInTheDocument();
  });

  it('a server error on the direct timeline is still shown as an error (only 404/405/501 mean "lacks it")', async () => {
    installFetchRouter({ 'GET /api/v1/timelines/direct': { status: 500, body: { error: 'boom' } } });
    renderApp(<DirectMessages />, { caps: { dialect: 'akkoma', directMessages: 'timeline' } });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error fetching timeline'));
    expect(screen.getByRole('link', { name: 'Direct messages' })).toBeInTheDocument();
  });
});

describe('direct messages on Mastodon', () => {
  it('reads the conversations (their last statuses), never the direct timeline Mastodon removed', async () => {
    const router = installFetchRouter({
      'GET /api/v1/conversations': {
        body: [
          {
            id: 'c1',
            unread: true,
            accounts: [],
            last_status: { ...wire({ id: 'd1', content: '<p>just between us</p>' }), visibility: 'direct' },
          },
        ],
      },
    });
    renderApp(<DirectMessages />, { caps: { dialect: 'mastodon', directMessages: 'conversations' } });
    expect(await screen.findByText('just between us')).toBeInTheDocument();
    expect(router.calls.map((call) => call.key)).not.toContain('GET /api/v1/timelines/direct');
    expect(screen.getByRole('link', { name: 'Direct messages' })).toBeInTheDocument();
  });
});

describe('empty and loading states', () => {
  it('the first page stands in with status-sized rows, then an empty timeline says what it is for', async () => {
    installFetchRouter({ 'GET /api/v1/bookmarks': { body: [] } });
    const { container } = renderApp(<Bookmarks />);
    expect(container.querySelectorAll('.skeleton-kind-status')).toHaveLength(8);
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('No bookmarks yet')).toBeInTheDocument();
    expect(screen.getByText('Bookmark a post from its menu to find it here.')).toBeInTheDocument();
    expect(container.querySelector('.skeleton')).toBeNull();
  });

  it('home says how to fill it; a timeline without its own text keeps the plain one', async () => {
    installFetchRouter({ 'GET /api/v1/timelines/home': { body: [] } });
    renderApp(<HomeTimeline />);
    expect(await screen.findByText('Your home timeline is empty')).toBeInTheDocument();
    expect(screen.getByText('Follow people to see their posts here.')).toBeInTheDocument();
  });
});
