import { useSyncExternalStore } from 'react';

/** Spec §2 layout breakpoints. */
export const MOBILE_MAX_WIDTH = 800;
export const WIDE_MIN_WIDTH = 1280;

function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Mobile at 800 px or less; wide at 1280 px or more. */
export function useViewport(): { mobile: boolean; wide: boolean } {
  const mobile = useMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
  const wide = useMedia(`(min-width: ${WIDE_MIN_WIDTH}px)`);
  return { mobile, wide };
}
