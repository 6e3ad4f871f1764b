import { useEffect, useSyncExternalStore } from 'react';

type Widgets = typeof import('@fedi/shared/widgets');

let loaded: Widgets | null = null;
let loading: Promise<Widgets> | null = null;
const waiting = new Set<() => void>();

/**
 * For a bundle that imports the widgets statically (the composer modal, opened on purpose): they
 * are there from the first render, so its fields are never swapped.
 */
export function provideWidgets(widgets: Widgets): void {
  loaded ??= widgets;
  loading ??= Promise.resolve(widgets);
  for (const notify of waiting) notify();
}

function load(): void {
  loading ??= import('@fedi/shared/widgets').then(
    (widgets) => {
      loaded = widgets;
      for (const notify of waiting) notify();
      return widgets;
    },
    (error: unknown) => {
      // Tried again on the next intent; until then the plain controls stay.
      loading = null;
      throw error;
    },
  );
  loading.catch(() => undefined);
}

const subscribe = (notify: () => void) => {
  waiting.add(notify);
  return () => void waiting.delete(notify);
};

/**
 * The shared widgets (Ariakit) once fetched, else null. The inline composer is on the signed-in
 * first screen, so they are fetched on the first sign of use (`start`: focus or pointer in the form),
 * not with the composer; until then its controls are the plain ones.
 */
export function useWidgets(start: boolean): Widgets | null {
  const widgets = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  useEffect(() => {
    if (start && !loaded) load();
  }, [start]);
  return widgets;
}
