import { useEffect, useState } from 'react';
import { hiddenAfterScroll, POST_BUTTON_SCROLL_THROTTLE_MS } from './postButtonVisibility';

/**
 * True while the page was last scrolled down (spec §2: the floating post button can auto-hide on
 * scroll down). Scroll positions are read at most every 100 ms, and once more after the last event.
 */
export function useScrollAutohide(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let lastY = window.scrollY;
    let lastRun = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      lastRun = Date.now();
      trailing = undefined;
      const previous = lastY;
      const y = window.scrollY;
      lastY = y;
      setHidden((was) => hiddenAfterScroll(previous, y, was));
    };
    const onScroll = () => {
      const wait = POST_BUTTON_SCROLL_THROTTLE_MS - (Date.now() - lastRun);
      if (wait <= 0) check();
      else trailing ??= setTimeout(check, wait);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (trailing) clearTimeout(trailing);
      setHidden(false);
    };
  }, [enabled]);
  return hidden;
}
