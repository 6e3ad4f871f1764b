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

/** The browser's connectivity as the poller reads it (`navigator.onLine` and window's online/offline events). */
export interface NetworkSource {
  readonly onLine: boolean;
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
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
  /**
   * No runs while the browser is offline; when it is back, one at once (what was shown is stale).
   * Defaults to the global `window`/`navigator` when there are; `null` ignores connectivity.
   */
  network?: NetworkSource | null;
}

/** Longest wait between runs of a poller that keeps failing (unless the server asks for longer). */
export const POLL_BACKOFF_MAX_MS = 5 * 60_000;

/**
 * The wait a `Retry-After` header of a failed call asked for (429, 503), in ms; undefined when none.
 * Reads `retryAfterMs` of any thrown value (ApiError carries it).
 */
export function retryAfterOf(error: unknown): number | undefined {
  const value = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * The wait before the next run after `failures` failures in a row: the interval after one (a blip),
 * then doubling up to POLL_BACKOFF_MAX_MS (or the interval, when that is longer); never less than the
 * server's `Retry-After`.
 */
export function pollDelayAfterFailure(intervalMs: number, failures: number, error: unknown): number {
  const backoff = Math.min(intervalMs * 2 ** Math.max(0, failures - 1), Math.max(intervalMs, POLL_BACKOFF_MAX_MS));
  return Math.max(backoff, retryAfterOf(error) ?? 0);
}

const globalNetwork = (): NetworkSource | undefined =>
  typeof window === 'undefined' || typeof navigator === 'undefined'
    ? undefined
    : {
        get onLine() {
          return navigator.onLine !== false;
        },
        addEventListener: (type, listener) => window.addEventListener(type, listener),
        removeEventListener: (type, listener) => window.removeEventListener(type, listener),
      };

const globalDocument = (): VisibilitySource | undefined =>
  typeof document === 'undefined' ? undefined : (document as unknown as VisibilitySource);

/**
 * Poll `task` every `intervalMs` (use POLL_INTERVALS: timeline 20 s, lists 240 s…). The next run is
 * only scheduled once the previous one has finished. The task gets an AbortSignal that fires on stop.
 * Failures in a row back off (`pollDelayAfterFailure`: doubling, capped, never before `Retry-After`);
 * nothing runs while the browser is offline, and one run follows at once when it is back.
 */
export function createPoller(
  task: (signal: AbortSignal) => unknown,
  intervalMs: number,
  {
    immediate = true,
    onError = (error) => console.warn('Polling failed', error),
    pauseOnUnfocused = false,
    visibility = pauseOnUnfocused ? globalDocument() : undefined,
    network = globalNetwork(),
  }: PollerOptions = {},
): Poller {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let controller: AbortController | null = null;
  let running = false;
  let paused = false;
  let inFlight: Promise<void> | null = null;
  let lastEnd = Date.now();
  let failures = 0;
  let nextDelay = intervalMs;

  const hidden = () => pauseOnUnfocused && visibility?.visibilityState === 'hidden';
  const offline = () => network?.onLine === false;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const schedule = (delay = nextDelay) => {
    if (!running) return;
    clearTimer();
    if (hidden() || offline()) {
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
        failures = 0;
        nextDelay = intervalMs;
      } catch (error) {
        if (!signal.aborted) {
          failures += 1;
          nextDelay = pollDelayAfterFailure(intervalMs, failures, error);
          onError(error);
        }
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
    } else if (paused && !offline()) {
      paused = false;
      if (!inFlight) schedule(Math.max(0, nextDelay - (Date.now() - lastEnd)));
    }
  };

  const onOffline = () => {
    if (!running) return;
    clearTimer();
    paused = true;
  };

  // Back online: what was shown is stale, so a run now (a failure streak from the outage starts over).
  const onOnline = () => {
    if (!running || !paused || hidden()) return;
    paused = false;
    failures = 0;
    nextDelay = intervalMs;
    if (!inFlight) schedule(0);
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
      network?.addEventListener('offline', onOffline);
      network?.addEventListener('online', onOnline);
      if (hidden() || offline()) {
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
      network?.removeEventListener('offline', onOffline);
      network?.removeEventListener('online', onOnline);
      failures = 0;
      nextDelay = intervalMs;
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
