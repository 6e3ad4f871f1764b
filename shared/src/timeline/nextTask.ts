interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task of the event loop (not a microtask of this one), so the work after it
 * runs in a task of its own and the browser may paint or handle input in between. Uses
 * `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of other
 * queued tasks), else a message to a fresh channel, else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
