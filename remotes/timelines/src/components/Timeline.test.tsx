import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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
