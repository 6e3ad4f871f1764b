import { POLL_INTERVALS } from '../constants';
import { createPoller } from './poller';

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
