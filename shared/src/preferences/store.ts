import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_PREFERENCES, type Preferences } from './defaults';

/** The one local key every package reads its preferences from. */
export const PREFERENCES_STORAGE_KEY = 'fedi:preferences';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Preferences | null = null;

function load(): Preferences {
  let stored: unknown;
  try {
    stored = JSON.parse(window.localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  const saved = stored && typeof stored === 'object' ? (stored as Partial<Preferences>) : {};
  return {
    ...DEFAULT_PREFERENCES,
    ...saved,
    notificationVisibility: { ...DEFAULT_PREFERENCES.notificationVisibility, ...saved.notificationVisibility },
  };
}

/** The preferences now (defaults merged with what is stored). */
export function getPreferences(): Preferences {
  current ??= load();
  return current;
}

/**
 * Changes some preferences, stores them (only what differs from the defaults) and tells every
 * subscriber. Returns false when the browser refused to store: the change then lasts for this page.
 */
export function setPreferences(patch: Partial<Preferences>): boolean {
  current = { ...getPreferences(), ...patch };
  const changed = Object.fromEntries(
    Object.entries(current).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(DEFAULT_PREFERENCES[key as keyof Preferences]),
    ),
  );
  let stored = true;
  try {
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(changed));
  } catch {
    stored = false;
  }
  listeners.forEach((listener) => listener());
  return stored;
}

/** Forgets the in-memory copy (tests, or after another tab changed the storage). */
export function reloadPreferences(): void {
  current = null;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PREFERENCES_STORAGE_KEY) reloadPreferences();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** All preferences and a setter; re-renders when any package changes them (also in other tabs). */
export function usePreferences(): [Preferences, (patch: Partial<Preferences>) => boolean] {
  const preferences = useSyncExternalStore(subscribe, getPreferences, getPreferences);
  return [preferences, useCallback((patch: Partial<Preferences>) => setPreferences(patch), [])];
}
