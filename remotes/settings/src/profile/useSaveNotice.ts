import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveNotice = { kind: 'ok' } | { kind: 'error'; message: string } | null;

/** Spec §4: the save notice shows success, or the error; success clears after 2 s (an error stays until the next save). */
export function useSaveNotice(): [SaveNotice, (notice: SaveNotice) => void] {
  const [notice, setNotice] = useState<SaveNotice>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback((next: SaveNotice) => {
    window.clearTimeout(timer.current);
    setNotice(next);
    if (next?.kind === 'ok') timer.current = window.setTimeout(() => setNotice(null), 2000);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [notice, show];
}
