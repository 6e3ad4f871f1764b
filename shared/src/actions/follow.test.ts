import { followSettled, recheckFollow } from './follow';

describe('follow re-check', () => {
  const instant = () => Promise.resolve();
  it('is settled when following, or requested on a locked account', () => {
    expect(followSettled({ id: 'a', following: true }, false)).toBe(true);
    expect(followSettled({ id: 'a', requested: true }, true)).toBe(true);
    expect(followSettled({ id: 'a', requested: true }, false)).toBe(false);
    expect(followSettled(undefined, false)).toBe(false);
  });
  it('does not re-fetch when the first answer is settled', async () => {
    const fetch = jest.fn();
    await recheckFollow(fetch, false, { id: 'a', following: true }, instant);
    expect(fetch).not.toHaveBeenCalled();
  });
  it('re-fetches at most 3 times, 500 ms apart', async () => {
    const waits: number[] = [];
    const fetch = jest.fn(async () => ({ id: 'a', following: false }));
    const last = await recheckFollow(fetch, false, { id: 'a' }, async (ms) => void waits.push(ms));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([500, 500, 500]);
    expect(last).toEqual({ id: 'a', following: false });
  });
  it('stops as soon as the relationship says following', async () => {
    const answers = [{ id: 'a' }, { id: 'a', following: true }];
    const fetch = jest.fn(async () => answers.shift());
    const last = await recheckFollow(fetch, false, { id: 'a' }, instant);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(last?.following).toBe(true);
  });
  it('waits for real timers of 500 ms', async () => {
    jest.useFakeTimers();
    const fetch = jest.fn(async () => ({ id: 'a', requested: true }));
    const promise = recheckFollow(fetch, true, { id: 'a' });
    await jest.advanceTimersByTimeAsync(499);
    expect(fetch).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await promise;
    jest.useRealTimers();
  });
});
