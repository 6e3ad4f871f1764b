import type { PushApi } from '../api/push';
import type { PushAlerts } from '../api/params/push';

/** Alerts the subscription asks for (spec §3). */
export const PUSH_ALERTS: PushAlerts = { follow: true, favourite: true, mention: true, reblog: true, move: true };

/** The parts of the browser's service worker / push API the subscription uses (injectable). */
export interface PushSubscriptionLike {
  readonly endpoint: string;
  getKey(name: 'p256dh' | 'auth'): ArrayBuffer | null;
}
export interface PushRegistrationLike {
  pushManager: {
    getSubscription(): Promise<PushSubscriptionLike | null>;
    subscribe(options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array<ArrayBuffer> }): Promise<PushSubscriptionLike>;
  };
}
export interface ServiceWorkerContainerLike {
  getRegistration(): Promise<PushRegistrationLike | undefined>;
}

export interface WebPushOptions {
  push: Pick<PushApi, 'subscribe'>;
  /** Instance config: web push on (frontend configuration) and its VAPID public key. */
  enabled: boolean;
  vapidPublicKey: string | null;
  serviceWorker: ServiceWorkerContainerLike | null;
  log?: (message: string, error?: unknown) => void;
}

/** URL-safe base64 (the VAPID key) to bytes. */
export function vapidKeyBytes(key: string): Uint8Array<ArrayBuffer> {
  const padded = (key + '='.repeat((4 - (key.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

function base64Url(buffer: ArrayBuffer | null): string {
  if (!buffer) return '';
  let text = '';
  for (const byte of new Uint8Array(buffer)) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Subscribe this browser to web push and register it with `POST /api/v1/push/subscription`
 * (spec §3, §7). Every failure is only logged (spec §8): web push disabled, no VAPID key, no
 * service worker, a refused subscription, a bad status code or answer. Resolves true when registered.
 */
export async function registerWebPush({ push, enabled, vapidPublicKey, serviceWorker, log = (message, error) => console.warn(message, error ?? '') }: WebPushOptions): Promise<boolean> {
  if (!enabled) {
    log('Web push: disabled in the instance configuration');
    return false;
  }
  if (!vapidPublicKey) {
    log('Web push: VAPID public key not found');
    return false;
  }
  if (!serviceWorker) {
    log('Web push: this browser has no service worker support');
    return false;
  }
  try {
    const registration = await serviceWorker.getRegistration();
    if (!registration) {
      log('Web push: no service worker is registered for this page');
      return false;
    }
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(vapidPublicKey) }));
    await push.subscribe({
      subscription: { endpoint: subscription.endpoint, keys: { p256dh: base64Url(subscription.getKey('p256dh')), auth: base64Url(subscription.getKey('auth')) } },
      data: { alerts: PUSH_ALERTS },
    });
    return true;
  } catch (error) {
    log('Web push: subscription failed', error);
    return false;
  }
}
