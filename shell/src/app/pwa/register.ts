/**
 * The app's service worker (shell/public/service-worker.js; ARCHITECTURE.md "Offline and installed app"):
 * registered once the first screen is up, in production builds. A new build's worker waits until the person
 * takes it from the "new version" notice (`applyUpdate`): the page then reloads under it, never mixing builds.
 */
// The same worker web push subscribes with (shared/src/notifications/push.ts SERVICE_WORKER_URL).
const SERVICE_WORKER_URL = '/service-worker.js';

type Listener = () => void;
const listeners = new Set<Listener>();
let updateReady = false;
let waiting: ServiceWorker | null = null;
let onMessage: ((type: string) => void) | null = null;

function setUpdateReady(worker: ServiceWorker | null) {
  if (worker) waiting = worker;
  if (updateReady) return;
  updateReady = true;
  listeners.forEach((listener) => listener());
}

export const updateStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  ready: (): boolean => updateReady,
};

/** Messages of the worker (`fedi:refreshed`: an answer given from the cache was refreshed behind it). */
export function onWorkerMessage(handler: ((type: string) => void) | null): void {
  onMessage = handler;
}

/** Takes the new build: the waiting worker takes over, then the page reloads under it. */
export function applyUpdate(): void {
  const container = navigator.serviceWorker;
  if (waiting && container) {
    container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'fedi:skip-waiting' });
  } else window.location.reload();
}

function watch(registration: ServiceWorkerRegistration) {
  const container = navigator.serviceWorker;
  if (registration.waiting && container.controller) setUpdateReady(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // `installed` with a worker already in control: a new build waits (the first install takes over at once).
      if (installing.state === 'installed' && container.controller) setUpdateReady(installing);
    });
  });
  // Browsers look for a new worker on navigations; a page left open also asks when it comes back.
  const check = () => void registration.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
  window.addEventListener('online', check);
  setInterval(check, 30 * 60_000);
}

export function registerServiceWorker(): void {
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!container || process.env.NODE_ENV !== 'production') return;
  container.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    const type = event.data?.type;
    if (type === 'fedi:update') setUpdateReady(null);
    else if (type) onMessage?.(type);
  });
  // The first worker takes this page over: what it read before is read again, to be kept for offline starts.
  if (!container.controller)
    container.addEventListener('controllerchange', () => onMessage?.('fedi:controlled'), { once: true });
  container
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .then(watch)
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}
