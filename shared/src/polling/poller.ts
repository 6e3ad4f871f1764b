/** A repeating task that never overlaps itself (the next run is scheduled after the last ends). */
export interface Poller {
  start(): void;
  stop(): void;
  /** Run now (and restart the interval). */
  trigger(): Promise<void>;
  readonly running: boolean;
}

export interface PollerOptions {
  /** Run once right away on start (default true). */
  immediate?: boolean;
  onError?: (error: unknown) => void;
}

/**
 * Poll `task` every `intervalMs` (use POLL_INTERVALS: timeline 20 s, lists 240 s…). The task gets
 * an AbortSignal that fires on stop.
 */
export function createPoller(
  task: (signal: AbortSignal) => unknown,
  intervalMs: number,
  { immediate = true, onError = (error) => console.warn('Polling failed', error) }: PollerOptions = {},
): Poller {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let controller: AbortController | null = null;
  let running = false;
  let inFlight: Promise<void> | null = null;

  const schedule = () => {
    if (!running) return;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void run();
    }, intervalMs);
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
        schedule();
      }
    })();
    return inFlight;
  };

  return {
    get running() {
      return running;
    },
    start() {
      if (running) return;
      running = true;
      if (immediate) void run();
      else schedule();
    },
    stop() {
      running = false;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      controller?.abort();
      controller = null;
    },
    trigger() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      return run();
    },
  };
}
