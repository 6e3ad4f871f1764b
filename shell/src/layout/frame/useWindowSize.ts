import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const read = () => `${window.innerWidth}x${window.innerHeight}`;

/** The window's inner size, updated on resize. */
export function useWindowSize(): { width: number; height: number } {
  const [width, height] = useSyncExternalStore(subscribe, read, () => '0x0')
    .split('x')
    .map(Number);
  return { width: width ?? 0, height: height ?? 0 };
}
