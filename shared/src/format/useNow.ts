import { useCallback, useSyncExternalStore } from 'react';

/**
 * One clock per refresh interval for the whole page: every `useNow(60_000)` shares one timer, started by
 * the first subscriber and stopped with the last, so a timeline of 500 rows runs one interval, not 500.
 */
interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setInterval> | null;
}

const clocks = new Map<number, Clock>();

function clockOf(intervalMs: number): Clock {
  let clock = clocks.get(intervalMs);
  if (!clock) {
    clock = { now: Date.now(), listeners: new Set(), timer: null };
    clocks.set(intervalMs, clock);
  }
  return clock;
}

function subscribe(intervalMs: number, listener: () => void): () => void {
  const clock = clockOf(intervalMs);
  clock.listeners.add(listener);
  if (clock.timer === null) {
    // A clock restarted after a pause catches up (once: a fresh clock is never stale again).
    if (Date.now() - clock.now >= intervalMs) clock.now = Date.now();
    clock.timer = setInterval(() => {
      clock.now = Date.now();
      clock.listeners.forEach((notify) => notify());
    }, intervalMs);
  }
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size === 0 && clock.timer !== null) {
      clearInterval(clock.timer);
      clock.timer = null;
    }
  };
}

/** The current time, refreshed every `intervalMs` by the interval's one shared timer. */
export function useNow(intervalMs: number): number {
  const onChange = useCallback((listener: () => void) => subscribe(intervalMs, listener), [intervalMs]);
  return useSyncExternalStore(onChange, () => clockOf(intervalMs).now);
}

/** How many timers run now (tests prove there is one per interval, not one per row). */
export function runningClocks(): number {
  return [...clocks.values()].filter((clock) => clock.timer !== null).length;
}
