import { POLL_INTERVALS } from '../constants';
import { createPoller, POLL_BACKOFF_MAX_MS, pollDelayAfterFailure, retryAfterOf } from './poller';

describe('createPoller', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('intervals from the spec', () => {
    expect(POLL_INTERVALS).toMatchObject({
      timeline: 20_000,
      notifications: 20_000,
      lists: 240_000,
      announcements: 60_000,
      reports: 60_000,
      pollRefresh: 30_000,
    });
    expect(POLL_INTERVALS.settingsProfile).toBe(600_000);
    expect(POLL_INTERVALS.announcementsTimer).toBe(300_000);
  });

  test('runs at once, then every interval after the previous run ends; stop aborts', async () => {
    const signals: AbortSignal[] = [];
    const task = jest.fn(async (signal: AbortSignal) => {
      signals.push(signal);
    });
    const poller = createPoller(task, POLL_INTERVALS.timeline);
    poller.start();
    expect(task).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(19_999);
    expect(task).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
    expect(signals[1]?.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(poller.running).toBe(false);
  });

  test('a slow task is not overlapped and errors are reported', async () => {
    let finish: () => void = () => undefined;
    const onError = jest.fn();
    const task = jest
      .fn<Promise<void>, [AbortSignal]>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue(undefined);
    const poller = createPoller(task, 1000, { onError });
    poller.start();
    await jest.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith(new Error('boom'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  test('immediate: false waits for the first interval; trigger runs now', async () => {
    const task = jest.fn();
    const poller = createPoller(task, 1000, { immediate: false });
    poller.start();
    expect(task).not.toHaveBeenCalled();
    await poller.trigger();
    expect(task).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  test('pauseOnUnfocused: no runs while the tab is hidden, resumes when visible', async () => {
    let state = 'visible';
    const listeners = new Set<() => void>();
    const visibility = {
      get visibilityState() {
        return state;
      },
      addEventListener: (_type: 'visibilitychange', listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: 'visibilitychange', listener: () => void) => listeners.delete(listener),
    };
    const setState = (next: string) => {
      state = next;
      listeners.forEach((listener) => listener());
    };
    const task = jest.fn(async () => undefined);
    const poller = createPoller(task, POLL_INTERVALS.timeline, { pauseOnUnfocused: true, visibility });
    poller.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(5_000);
    setState('hidden');
    expect(poller.paused).toBe(true);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(task).toHaveBeenCalledTimes(1);
    setState('visible');
    expect(poller.paused).toBe(false);
    // the interval since the last run has passed: runs at once, then every 20 s again
    await jest.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(task).toHaveBeenCalledTimes(3);
    poller.stop();
    expect(listeners.size).toBe(0);
  });

  test('without pauseOnUnfocused a hidden tab keeps polling', async () => {
    const visibility = { visibilityState: 'hidden', addEventListener: jest.fn(), removeEventListener: jest.fn() };
    const task = jest.fn(async () => undefined);
    const poller = createPoller(task, 1_000, { visibility });
    poller.start();
    await jest.advanceTimersByTimeAsync(3_000);
    expect(task).toHaveBeenCalledTimes(4);
    expect(visibility.addEventListener).not.toHaveBeenCalled();
    poller.stop();
  });
});

describe('createPoller under failures and outages', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A controllable connectivity source (what window/navigator give in a browser). */
  function fakeNetwork() {
    let onLine = true;
    const listeners = { online: new Set<() => void>(), offline: new Set<() => void>() };
    return {
      get onLine() {
        return onLine;
      },
      addEventListener: (type: 'online' | 'offline', listener: () => void) => listeners[type].add(listener),
      removeEventListener: (type: 'online' | 'offline', listener: () => void) => listeners[type].delete(listener),
      set(next: boolean) {
        onLine = next;
        for (const listener of listeners[next ? 'online' : 'offline']) listener();
      },
      listenerCount: () => listeners.online.size + listeners.offline.size,
    };
  }

  /** Times (ms since start) at which the task ran during `totalMs`. */
  async function runTimes(poller: ReturnType<typeof createPoller>, calls: number[], totalMs: number) {
    poller.start();
    await jest.advanceTimersByTimeAsync(totalMs);
    poller.stop();
    return calls;
  }

  test('failures in a row back off (interval, then doubling to the cap); a success starts over', async () => {
    const start = Date.now();
    const calls: number[] = [];
    let failing = true;
    const poller = createPoller(
      async () => {
        calls.push(Date.now() - start);
        if (failing) throw new Error('503');
      },
      20_000,
      { onError: () => undefined, network: null },
    );
    poller.start();
    await jest.advanceTimersByTimeAsync(20_000 + 40_000 + 80_000 + 160_000 + 300_000 + 300_000);
    // Runs at 0 (fails), +20 s (a blip: the interval), then +40, +80, +160, +300 (cap), +300.
    expect(calls).toEqual([0, 20_000, 60_000, 140_000, 300_000, 600_000, 900_000]);
    failing = false;
    await jest.advanceTimersByTimeAsync(300_000);
    expect(calls.at(-1)).toBe(1_200_000);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(calls.at(-1)).toBe(1_220_000);
    poller.stop();
  });

  test('a Retry-After longer than the interval is waited for, even after a single failure', async () => {
    const start = Date.now();
    const calls: number[] = [];
    const rateLimited = Object.assign(new Error('429'), { retryAfterMs: 90_000 });
    let first = true;
    const poller = createPoller(
      async () => {
        calls.push(Date.now() - start);
        if (first) {
          first = false;
          throw rateLimited;
        }
      },
      20_000,
      { onError: () => undefined, network: null },
    );
    expect(await runTimes(poller, calls, 130_000)).toEqual([0, 90_000, 110_000, 130_000]);
  });

  test('pollDelayAfterFailure and retryAfterOf', () => {
    expect(pollDelayAfterFailure(20_000, 1, new Error('x'))).toBe(20_000);
    expect(pollDelayAfterFailure(20_000, 2, new Error('x'))).toBe(40_000);
    expect(pollDelayAfterFailure(20_000, 30, new Error('x'))).toBe(POLL_BACKOFF_MAX_MS);
    // An interval longer than the cap is never shortened.
    expect(pollDelayAfterFailure(600_000, 5, new Error('x'))).toBe(600_000);
    expect(pollDelayAfterFailure(20_000, 1, { retryAfterMs: 45_000 })).toBe(45_000);
    expect(retryAfterOf({ retryAfterMs: -1 })).toBeUndefined();
    expect(retryAfterOf(null)).toBeUndefined();
  });

  test('offline: no runs at all (nothing loops); back online: one run at once, then the interval', async () => {
    const network = fakeNetwork();
    const task = jest.fn(async () => {
      if (!network.onLine) throw new Error('Failed to fetch');
    });
    const poller = createPoller(task, 20_000, { network });
    poller.start();
    expect(task).toHaveBeenCalledTimes(1);
    network.set(false);
    expect(poller.paused).toBe(true);
    await jest.advanceTimersByTimeAsync(30 * 60_000);
    expect(task).toHaveBeenCalledTimes(1);
    network.set(true);
    expect(poller.paused).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(19_999);
    expect(task).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(3);
    poller.stop();
    expect(network.listenerCount()).toBe(0);
  });

  test('started while offline: waits, and runs once the connection is back', async () => {
    const network = fakeNetwork();
    network.set(false);
    const task = jest.fn();
    const poller = createPoller(task, 20_000, { network });
    poller.start();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(task).not.toHaveBeenCalled();
    network.set(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    poller.stop();
  });
});
