import type { PushApi } from '../accountApi/push';
import type { PushAlerts } from '../api/params/push';

/** Alerts the subscription asks for by default (spec §3; the user's choice is the `webPushAlerts` preference). */
export const PUSH_ALERTS: PushAlerts = { follow: true, favourite: true, mention: true, reblog: true, move: true };

/** The service worker the shell serves at the site root (shell/public/service-worker.js). */
export const SERVICE_WORKER_URL = '/service-worker.js';
export const SERVICE_WORKER_SCOPE = '/';

/** The parts of the browser's service worker / push API the subscription uses (injectable). */
export interface PushSubscriptionLike {
  readonly endpoint: string;
  getKey(name: 'p256dh' | 'auth'): ArrayBuffer | null;
  unsubscribe(): Promise<boolean>;
}
export interface PushRegistrationLike {
  pushManager: {
    getSubscription(): Promise<PushSubscriptionLike | null>;
    subscribe(options: {
      userVisibleOnly: boolean;
      applicationServerKey: Uint8Array<ArrayBuffer>;
    }): Promise<PushSubscriptionLike>;
  };
}
export interface ServiceWorkerContainerLike {
  register(url: string, options: { scope: string }): Promise<unknown>;
  /** The active registration of this page's scope. */
  readonly ready: Promise<PushRegistrationLike>;
  getRegistration(): Promise<PushRegistrationLike | undefined>;
}

/** The browser's service worker container, or null when there is none (old browsers, insecure pages). */
export function browserServiceWorker(): ServiceWorkerContainerLike | null {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && navigator.serviceWorker
    ? (navigator.serviceWorker as unknown as ServiceWorkerContainerLike)
    : null;
}

type Log = (message: string, error?: unknown) => void;
const warn: Log = (message, error) => console.warn(message, error ?? '');

export interface WebPushOptions {
  push: Pick<PushApi, 'subscribe'>;
  /** Web push on: the user turned desktop notifications on. */
  enabled: boolean;
  /** The instance's VAPID public key (spec §7; InstanceConfig.vapidPublicKey: Pleroma's v1 `pleroma.vapid_public_key` or Mastodon's v2 `configuration.vapid.public_key`). */
  vapidPublicKey: string | null;
  /**
   * Asked when the instance configuration has no key: Mastodon before 4.3 gives it only with the app
   * (`GET /api/v1/apps/verify_credentials` → `vapid_key`).
   */
  appVapidKey?: () => Promise<string | null | undefined>;
  serviceWorker: ServiceWorkerContainerLike | null;
  /** The notification kinds to push (default PUSH_ALERTS); registering again with others changes them. */
  alerts?: PushAlerts;
  log?: Log;
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
 * Register the service worker at the site root, subscribe this browser to web push with the
 * instance's VAPID key and register it with `POST /api/v1/push/subscription` (spec §3, §7). Every
 * failure is only logged (spec §8): web push disabled, no VAPID key, no service worker, a refused
 * subscription, a bad status code or answer. Resolves true when registered. Called again (new alerts), the
 * browser's subscription is reused and posted again: the server replaces its copy.
 */
export async function registerWebPush({
  push,
  enabled,
  vapidPublicKey: configKey,
  appVapidKey,
  serviceWorker,
  alerts = PUSH_ALERTS,
  log = warn,
}: WebPushOptions): Promise<boolean> {
  if (!enabled) {
    log('Web push: disabled in the configuration');
    return false;
  }
  let vapidPublicKey = configKey;
  if (!vapidPublicKey && appVapidKey) {
    try {
      vapidPublicKey = (await appVapidKey()) || null;
    } catch (error) {
      log('Web push: the app registration could not be read', error);
    }
  }
  if (!vapidPublicKey) {
    log('Web push: VAPID public key not found');
    return false;
  }
  if (!serviceWorker) {
    log('Web push: this browser has no service worker support');
    return false;
  }
  let registration: PushRegistrationLike;
  try {
    await serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
    registration = await serviceWorker.ready;
  } catch (error) {
    log('Web push: the service worker could not be registered', error);
    return false;
  }
  let subscription: PushSubscriptionLike;
  try {
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: vapidKeyBytes(vapidPublicKey),
      }));
  } catch (error) {
    log('Web push: the browser refused the push subscription', error);
    return false;
  }
  try {
    await push.subscribe({
      subscription: {
        endpoint: subscription.endpoint,
        keys: { p256dh: base64Url(subscription.getKey('p256dh')), auth: base64Url(subscription.getKey('auth')) },
      },
      data: { alerts },
    });
    return true;
  } catch (error) {
    log('Web push: the server refused the subscription', error);
    return false;
  }
}

export interface EndWebPushOptions {
  push: Pick<PushApi, 'unsubscribe'>;
  serviceWorker: ServiceWorkerContainerLike | null;
  /** The user had web push on (the server may hold a subscription even if the browser's failed). */
  wasEnabled: boolean;
  log?: Log;
}

/**
 * End web push for this session (sign-out, or desktop notifications turned off): the browser's push
 * subscription is dropped and `DELETE /api/v1/push/subscription` sent while the token still works.
 * Nothing is sent when the user never had it on. Failures are only logged.
 */
export async function endWebPush({ push, serviceWorker, wasEnabled, log = warn }: EndWebPushOptions): Promise<void> {
  let subscription: PushSubscriptionLike | null = null;
  try {
    const registration = serviceWorker ? await serviceWorker.getRegistration() : undefined;
    subscription = registration ? await registration.pushManager.getSubscription() : null;
    if (subscription) await subscription.unsubscribe();
  } catch (error) {
    log('Web push: the browser subscription could not be dropped', error);
  }
  if (!wasEnabled && !subscription) return;
  try {
    await push.unsubscribe();
  } catch (error) {
    log('Web push: the server did not drop the subscription', error);
  }
}
