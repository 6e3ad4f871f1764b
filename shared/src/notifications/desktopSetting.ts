import { useSyncExternalStore } from 'react';
import type { NotificationApiLike } from './alerts';

export const DESKTOP_ALERTS_STORAGE_KEY = 'fedi:notifications:desktop';

const listeners = new Set<() => void>();

export function desktopAlertsEnabled(): boolean {
  try {
    return localStorage.getItem(DESKTOP_ALERTS_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function store(on: boolean): void {
  try {
    if (on) localStorage.setItem(DESKTOP_ALERTS_STORAGE_KEY, 'on');
    else localStorage.removeItem(DESKTOP_ALERTS_STORAGE_KEY);
  } catch (error) {
    console.warn('Could not store the desktop notification setting', error);
  }
  for (const listener of [...listeners]) listener();
}

/**
 * Turn desktop notifications on or off. Turning on asks the browser's permission, so call it from a
 * user gesture (a click), never on load. Resolves to what is in effect: 'on', 'off' or 'denied'.
 */
export async function setDesktopAlerts(
  on: boolean,
  api: NotificationApiLike | null,
): Promise<'on' | 'off' | 'denied' | 'unsupported'> {
  if (!on) {
    store(false);
    return 'off';
  }
  if (!api) return 'unsupported';
  const permission = api.permission === 'granted' ? 'granted' : await api.requestPermission();
  if (permission !== 'granted') {
    store(false);
    return 'denied';
  }
  store(true);
  return 'on';
}

/** The desktop-notification switch for React views (the panel's checkbox). */
export function useDesktopAlertsEnabled(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    desktopAlertsEnabled,
    () => false,
  );
}

/** The browser's Notification API, when there is one. */
export function browserNotificationApi(): NotificationApiLike | null {
  return typeof window !== 'undefined' && 'Notification' in window
    ? (window.Notification as unknown as NotificationApiLike)
    : null;
}
