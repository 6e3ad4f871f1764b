import { useEffect, useState } from 'react';

type Widgets = typeof import('@fedi/shared/widgets');

let loaded: Widgets | null = null;
let loading: Promise<Widgets> | null = null;
const waiting = new Set<(widgets: Widgets) => void>();

/**
 * For a bundle that imports the widgets statically (the composer modal, opened on purpose): they
 * are there from the first render, so its fields are never swapped.
 */
export function provideWidgets(widgets: Widgets): void {
  loaded ??= widgets;
  loading ??= Promise.resolve(widgets);
}

function load(): void {
  loading ??= import('@fedi/shared/widgets').then(
    (widgets) => {
      loaded = widgets;
      for (const notify of waiting) notify(widgets);
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

/**
 * The shared widgets (Ariakit) once fetched, else null. The inline composer is on the signed-in
 * first screen, so they are fetched on the first sign of use (`start`: focus or pointer in the form),
 * not with the composer; until then its controls are the plain ones.
 */
export function useWidgets(start: boolean): Widgets | null {
  const [widgets, setWidgets] = useState<Widgets | null>(loaded);
  useEffect(() => {
    if (widgets) return;
    waiting.add(setWidgets);
    if (loaded) setWidgets(loaded);
    else if (start) load();
    return () => void waiting.delete(setWidgets);
  }, [start, widgets]);
  return widgets;
}
