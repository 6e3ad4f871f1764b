/** A repeating task that never overlaps itself (the next run is scheduled after the last ends). */
export interface Poller {
  /** `immediate` overrides the option for this start. */
  start(options?: { immediate?: boolean }): void;
  stop(): void;
  /** Run now (and restart the interval); runs even while paused for a hidden tab. */
  trigger(): Promise<void>;
  readonly running: boolean;
  /** Started but waiting for the tab to become visible again (`pauseOnUnfocused`). */
  readonly paused: boolean;
}

/** The part of `document` the poller watches (injectable for tests). */
export interface VisibilitySource {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface PollerOptions {
  /** Run once right away on start (default true). */
  immediate?: boolean;
  onError?: (error: unknown) => void;
  /**
   * The user preference `pauseOnUnfocused` (spec §3): no runs while the tab is hidden; when it is
   * visible again the interval continues from the last run (at once if it has passed).
   */
  pauseOnUnfocused?: boolean;
  /** Defaults to the global `document` when there is one. */
  visibility?: VisibilitySource;
}

const globalDocument = (): VisibilitySource | undefined =>
  typeof document === 'undefined' ? undefined : (document as unknown as VisibilitySource);

/**
 * Poll `task` every `intervalMs` (use POLL_INTERVALS: timeline 20 s, lists 240 s…). The next run is
 * only scheduled once the previous one has finished. The task gets an AbortSignal that fires on stop.
 */
export function createPoller(
  task: (signal: AbortSignal) => unknown,
  intervalMs: number,
  {
    immediate = true,
    onError = (error) => console.warn('Polling failed', error),
    pauseOnUnfocused = false,
    visibility = pauseOnUnfocused ? globalDocument() : undefined,
  }: PollerOptions = {},
): Poller {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let controller: AbortController | null = null;
  let running = false;
  let paused = false;
  let inFlight: Promise<void> | null = null;
  let lastEnd = Date.now();

  const hidden = () => pauseOnUnfocused && visibility?.visibilityState === 'hidden';

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const schedule = (delay = intervalMs) => {
    if (!running) return;
    clearTimer();
    if (hidden()) {
      paused = true;
      return;
    }
    timer = setTimeout(() => {
      timer = null;
      void run();
    }, delay);
  };

  const run = async (): Promise<void> => {
    if (!running) return;
    if (inFlight) return inFlight;
    controller = new AbortController();
    const signal = controller.signal;
    inFlight = (async () => {
      try {
        await task(signal);
      } catch (error) {
        if (!signal.aborted) onError(error);
      } finally {
        inFlight = null;
        lastEnd = Date.now();
        schedule();
      }
    })();
    return inFlight;
  };

  const onVisibilityChange = () => {
    if (!running) return;
    if (hidden()) {
      clearTimer();
      paused = true;
    } else if (paused) {
      paused = false;
      if (!inFlight) schedule(Math.max(0, intervalMs - (Date.now() - lastEnd)));
    }
  };

  return {
    get running() {
      return running;
    },
    get paused() {
      return paused;
    },
    start({ immediate: runNow = immediate }: { immediate?: boolean } = {}) {
      if (running) return;
      running = true;
      paused = false;
      if (pauseOnUnfocused) visibility?.addEventListener('visibilitychange', onVisibilityChange);
      if (hidden()) {
        paused = true;
        // Catch up at once when the tab shows.
        lastEnd = Date.now() - (runNow ? intervalMs : 0);
      } else if (runNow) void run();
      else schedule();
    },
    stop() {
      running = false;
      paused = false;
      if (pauseOnUnfocused) visibility?.removeEventListener('visibilitychange', onVisibilityChange);
      clearTimer();
      controller?.abort();
      controller = null;
    },
    trigger() {
      clearTimer();
      return run();
    },
  };
}
