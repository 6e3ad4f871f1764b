import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, errorText } from '@fedi/shared';
import { DEFAULT_PREFS, setPrefs } from '../prefs';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderApp, wire } from '../testing/harness';
import { Timeline } from './Timeline';

const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    wire({ id: String(from - index).padStart(6, '0'), content: `<p>post ${from - index}</p>` }),
  );

jest.setTimeout(60_000);

const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
beforeEach(() => {
  // No socket in jsdom: the feed polls (first poll at once).
  setPrefs({ ...DEFAULT_PREFS, streaming: false, pauseOnUnfocused: false });
  // jsdom lays nothing out: rows measure as tall as their placeholder, as in a browser, not 0 px
  // (with every row at 0 px the virtualizer's range is arbitrary).
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('timeline-row') ? 120 : 0;
    },
  });
});
afterEach(() => {
  setPrefs(DEFAULT_PREFS);
  if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
});

describe('Timeline', () => {
  it('loads the first page, shows statuses and the load-older footer', async () => {
    installFetchRouter({
      'GET /api/v1/timelines/public': ({ query }) => ({ body: query.get('min_id') ? [] : page(500, 20) }),
    });
    renderApp(<Timeline target={{ name: 'public' }} title="Public timeline" />);
    expect(screen.getByRole('heading', { name: 'Public timeline' })).toBeInTheDocument();
    // Rows mount a few per frame: allow for a busy machine.
    await waitFor(() => expect(screen.getByText('post 500')).toBeInTheDocument(), { timeout: 4000 });
    expect(screen.getByRole('button', { name: 'Load older statuses' })).toBeInTheDocument();
  });

  it('says "No statuses" when the first page is empty (bottomed out)', async () => {
    installFetchRouter({ 'GET /api/v1/timelines/public': { body: [] } });
    renderApp(<Timeline target={{ name: 'public' }} title="Public timeline" />);
    await waitFor(() => expect(screen.getByText('No statuses')).toBeInTheDocument());
  });

  it('shows the fetch error with a retry', async () => {
    installFetchRouter({ 'GET /api/v1/timelines/public': { status: 503, body: { error: 'down' } } });
    const { bus } = renderApp(<Timeline target={{ name: 'public' }} title="Public timeline" />);
    const notices: unknown[] = [];
    bus.on('notice:show', (notice) => notices.push(notice));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error fetching timeline: The backend is not available'),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('counts new statuses when not at the top, and "." shows them', async () => {
    let polls = 0;
    installFetchRouter({
      'GET /api/v1/timelines/public': ({ query }) => {
        if (!query.get('min_id')) return { body: page(500, 20) };
        polls += 1;
        return { body: polls === 1 ? page(503, 3) : [] };
      },
    });
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    const { bus } = renderApp(<Timeline target={{ name: 'public' }} title="Public timeline" />);
    await screen.findByText('post 500', {}, { timeout: 4000 });
    act(() => bus.emit('status:posted', 'x'));
    // The feed imports and applies a page in tasks of their own: allow for a busy machine.
    const showNew = await screen.findByRole('button', { name: 'Show new (3)' }, { timeout: 4000 });
    expect(showNew).toBeInTheDocument();
    await act(async () => {
      fireEvent.keyDown(window, { key: '.' });
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Show new/ })).toBeNull());
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it("the user's own new post shows at once, wherever the reader is (issue 28)", async () => {
    let polls = 0;
    installFetchRouter({
      'GET /api/v1/timelines/public': ({ query }) => {
        if (!query.get('min_id')) return { body: page(500, 20) };
        polls += 1;
        return { body: polls === 1 ? page(502, 2) : [] };
      },
    });
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    try {
      const { bus } = renderApp(<Timeline target={{ name: 'public' }} title="Public timeline" />);
      await screen.findByText('post 500', {}, { timeout: 4000 });
      act(() => bus.emit('status:posted', '000502'));
      expect(await screen.findByText('post 502', {}, { timeout: 4000 })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Show new/ })).toBeNull();
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });

  it('is a feed: each status an article named by author and time, with its place in the feed', async () => {
    installFetchRouter({
      'GET /api/v1/timelines/public': ({ query }) => ({ body: query.get('min_id') ? [] : page(500, 5) }),
    });
    renderApp(<Timeline target={{ name: 'public' }} title="Public timeline" />);
    await screen.findByText('post 500', {}, { timeout: 4000 });
    const feed = screen.getByRole('feed', { name: 'Public timeline' });
    const articles = await waitFor(() => {
      const found = within(feed).getAllByRole('article');
      expect(found.length).toBeGreaterThanOrEqual(3);
      return found;
    });
    expect(articles[0]).toHaveAttribute('aria-posinset', '1');
    expect(articles[1]).toHaveAttribute('aria-posinset', '2');
    // More can load below: the size is unknown.
    expect(articles[0]).toHaveAttribute('aria-setsize', '-1');
    // The author's name, then the time (the time link's full date).
    expect(articles[0]).toHaveAccessibleName(/^Bob Jan 1, 2025/);
  });

  it('j/k move the focus between statuses; r, f and b act on the focused one, never from a text field', async () => {
    installFetchRouter({
      'GET /api/v1/timelines/public': ({ query }) => ({ body: query.get('min_id') ? [] : page(500, 5) }),
      'POST /api/v1/statuses/000499/favourite': {
        body: wire({ id: '000499', content: '<p>post 499</p>', favourited: true, favourites_count: 1 }),
      },
    });
    const { bus } = renderApp(
      <>
        <input aria-label="elsewhere" />
        <Timeline target={{ name: 'public' }} title="Public timeline" />
      </>,
    );
    await screen.findByText('post 498', {}, { timeout: 4000 });
    const replies: unknown[] = [];
    bus.on('composer:open', (options) => replies.push(options));
    const focusedId = () => document.activeElement?.closest('article')?.getAttribute('data-status-id');
    const key = async (name: string, init: KeyboardEventInit = {}) =>
      act(async () => {
        fireEvent.keyDown(document.activeElement ?? window, { key: name, ...init });
      });
    await key('j');
    await waitFor(() => expect(focusedId()).toBe('000500'));
    await key('j');
    await waitFor(() => expect(focusedId()).toBe('000499'));
    await key('j', { ctrlKey: true });
    expect(focusedId()).toBe('000499');
    await key('k');
    await waitFor(() => expect(focusedId()).toBe('000500'));
    await key('j');
    await waitFor(() => expect(focusedId()).toBe('000499'));
    await key('r');
    expect(replies).toEqual([{ replyTo: '000499' }]);
    await key('f');
    await waitFor(() =>
      expect(document.querySelector('[data-status-id="000499"] [data-action="favourite"]')).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    // Typing in a field: no shortcut.
    screen.getByRole('textbox', { name: 'elsewhere' }).focus();
    await key('r');
    await key('j');
    expect(replies).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'elsewhere' }));
  });

  it('keeps the focus on the same status when new ones arrive above', async () => {
    let polls = 0;
    installFetchRouter({
      'GET /api/v1/timelines/public': ({ query }) => {
        if (!query.get('min_id')) return { body: page(500, 20) };
        polls += 1;
        return { body: polls === 1 ? page(503, 3) : [] };
      },
    });
    const { bus } = renderApp(<Timeline target={{ name: 'public' }} title="Public timeline" />);
    await screen.findByText('post 499', {}, { timeout: 4000 });
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'j' });
    });
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'j' });
    });
    const focusedId = () => document.activeElement?.closest('article')?.getAttribute('data-status-id');
    await waitFor(() => expect(focusedId()).toBe('000499'));
    act(() => bus.emit('status:posted', 'x'));
    await screen.findByText('post 503', {}, { timeout: 4000 });
    // The statuses above arrived (shown at once at the top, or counted and then shown with ".").
    const showNew = screen.queryByRole('button', { name: /Show new/ });
    if (showNew) fireEvent.click(showNew);
    await waitFor(() => expect(screen.getByText('post 503')).toBeInTheDocument());
    expect(focusedId()).toBe('000499');
    const article = document.activeElement!.closest('article')!;
    expect(article).toHaveAttribute('aria-posinset', '5');
  });

  it('offers Reload when newer pages never run short (flush marker)', async () => {
    installFetchRouter({
      'GET /api/v1/timelines/public': ({ query }) => {
        const minId = query.get('min_id');
        if (!minId) return { body: page(500, 20) };
        return {
          body: Array.from({ length: 20 }, (_, index) =>
            wire({ id: `${minId}${String(19 - index).padStart(2, '0')}` }),
          ),
        };
      },
    });
    const { bus } = renderApp(<Timeline target={{ name: 'public' }} title="Public timeline" />);
    await screen.findByText('post 500', {}, { timeout: 4000 });
    // A posted status asks the feed for newer statuses (the poll/socket would too).
    act(() => bus.emit('status:posted', 'x'));
    expect(await screen.findByRole('button', { name: 'Reload' }, { timeout: 4000 })).toBeInTheDocument();
  });
});

describe('timeline helpers', () => {
  it('maps fetch failures to the spec §8 messages', () => {
    const t = (key: string, args?: Record<string, unknown>) => `${key}${args ? JSON.stringify(args) : ''}`;
    const error = (status: number) => new ApiError(status, {});
    expect(errorText(error(429), t)).toBe('shared:errors.rate_limited{}');
    expect(errorText(error(500), t)).toBe('shared:errors.internal_server_error{}');
    expect(errorText(error(503), t)).toBe('shared:errors.backend_unavailable{}');
    expect(errorText(error(418), t)).toBe('shared:errors.unexpected_status{"code":418}');
  });
});
