import { POLL_INTERVALS } from '../constants';
import { createPoller } from './poller';

describe('createPoller', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('intervals from the spec', () => {
    expect(POLL_INTERVALS).toMatchObject({ timeline: 20_000, notifications: 20_000, lists: 240_000, announcements: 60_000, reports: 60_000, pollRefresh: 30_000 });
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
});
