import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { POLL_INTERVALS } from '@fedi/shared';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderApp, statusOf, wire } from '../testing/harness';
import { StatusCard } from './StatusCard';

const SNAC_404 = { status: 404, body: '<h1>404 Not Found (snac/2.96)</h1>' };

const wirePoll = (votes: number[], voted: boolean) => ({
  id: 'p1',
  expired: false,
  expires_at: '2999-01-01T00:00:00Z',
  multiple: false,
  votes_count: votes.reduce((a, b) => a + b, 0),
  voted,
  options: votes.map((count, index) => ({ title: index === 0 ? 'Tea' : 'Coffee', votes_count: count })),
  emojis: [],
});

/** The poll refresh timers the component sets (30 s), run by hand. */
function capturePollRefresh() {
  const ticks: Array<() => void> = [];
  const original = window.setInterval.bind(window);
  jest.spyOn(window, 'setInterval').mockImplementation(((handler: () => void, timeout?: number) => {
    if (timeout === POLL_INTERVALS.pollRefresh) {
      ticks.push(handler);
      return 0;
    }
    return original(handler, timeout);
  }) as typeof window.setInterval);
  return async () => {
    await act(async () => {
      ticks.at(-1)?.();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  };
}

afterEach(() => jest.restoreAllMocks());

describe('a poll on a server without GET /api/v1/polls/:id (snac)', () => {
  it('keeps the vote in the count when the answer has not counted it yet, and refreshes through the status', async () => {
    const tick = capturePollRefresh();
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const router = installFetchRouter({
      // snac answers the vote before its queue has counted it
      'POST /api/v1/polls/p1/votes': { body: wirePoll([0, 0], true) },
      'GET /api/v1/polls/p1': SNAC_404,
      'GET /api/v1/statuses/100': { body: wire({ poll: wirePoll([1, 1], true) }) },
    });
    const status = statusOf({ poll: wirePoll([0, 0], false) });
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    fireEvent.click(await screen.findByLabelText('Tea'));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    await waitFor(() => expect(router.calls.some((call) => call.key === 'POST /api/v1/polls/p1/votes')).toBe(true));
    await waitFor(() => expect(screen.getByText('1 person voted')).toBeInTheDocument());
    expect(screen.queryByText('0 people voted')).not.toBeInTheDocument();

    // The first refresh finds no poll endpoint (recorded) and reads the status instead …
    await tick();
    await waitFor(() => expect(screen.getByText('2 people voted')).toBeInTheDocument());
    const keys = () => router.calls.map((call) => call.key);
    expect(keys().filter((key) => key === 'GET /api/v1/polls/p1')).toHaveLength(1);
    // … and the next ones go to the status straight away.
    await tick();
    expect(keys().filter((key) => key === 'GET /api/v1/polls/p1')).toHaveLength(1);
    expect(keys().filter((key) => key === 'GET /api/v1/statuses/100')).toHaveLength(2);
  });

  it('a server with the poll endpoint refreshes through it', async () => {
    const tick = capturePollRefresh();
    const router = installFetchRouter({ 'GET /api/v1/polls/p1': { body: wirePoll([3, 1], false) } });
    const status = statusOf({ poll: wirePoll([0, 0], false) });
    renderApp(<StatusCard id={status.id} />, { statuses: [status] });
    await screen.findByLabelText('Tea');
    await tick();
    await waitFor(() => expect(screen.getByText('4 people voted')).toBeInTheDocument());
    expect(router.calls.map((call) => call.key)).not.toContain('GET /api/v1/statuses/100');
  });
});
