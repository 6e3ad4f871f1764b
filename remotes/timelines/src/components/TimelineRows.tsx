import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { rowsToMount, sameRows } from '../logic/mountRows';
import { StatusCard } from './StatusCard';

const PLACEHOLDER_HEIGHT = 120;
const estimatePlaceholder = () => PLACEHOLDER_HEIGHT;
/** A few rows beyond each edge: rows are 120 px or taller, so more overscan mostly adds DOM and mount work. */
const OVERSCAN_ROWS = 4;

interface TimelineRowsProps {
  /** The visible statuses, in order. */
  ids: readonly string[];
  /** The status j/k moved to (scrolled to the top and focused); -1 for none. */
  focusIndex: number;
  /** Counts the j/k moves: a move to the row already moved to focuses it again. */
  focusMove?: number;
  /** More statuses can load below (the feed's set size is then unknown, -1). */
  hasMore?: boolean;
  /** A page is loading (the feed is `aria-busy`). */
  busy?: boolean;
  /** Changes whenever what sits above the list may have changed height: the list's offset is measured again. */
  aboveKey: string;
  /** Set to a function naming the visible status the reader is at (the first one reaching below the top). */
  readingRef: RefObject<(() => string | null) | null>;
}

/**
 * The virtualized statuses of a timeline: only rows near the viewport are in the document, rows
 * entering it mount a few per frame (placeholders meanwhile), the reader's position is kept when
 * statuses above go. A component of its own so that the many renders scrolling causes (the
 * virtualizer re-renders the component that owns it) leave the timeline's header, feed and
 * footers alone.
 */
export const TimelineRows = memo(function TimelineRows({
  ids,
  focusIndex,
  focusMove = 0,
  hasMore = true,
  busy = false,
  aboveKey,
  readingRef,
}: TimelineRowsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Stable between id changes: the virtualizer lays out every row again whenever getItemKey changes.
  const getItemKey = useCallback((index: number) => ids[index] ?? index, [ids]);
  const [, renderNow] = useReducer((count: number) => count + 1, 0);
  const measuring = useRef(false);
  // The page's scroll padding (the shell's sticky bar): a status j/k scrolls to starts below it.
  const [scrollPaddingStart] = useState(
    () => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0,
  );
  const virtualizer = useWindowVirtualizer({
    count: ids.length,
    scrollPaddingStart,
    estimateSize: estimatePlaceholder,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    getItemKey,
    // The renders scroll events cause (rows entering and leaving the range, placeholders, unmounts)
    // run in a task of their own after the event instead of inside it, where they made the frame's
    // task long. Other changes the virtualizer wants on screen at once (a row above the reader
    // measured, the scroll adjusted to keep the reader's place; a scroll to a status) still render
    // before the next paint, as react-virtual does by default.
    useFlushSync: false,
    onChange: (_instance, sync) => {
      if (sync && !measuring.current && !inScrollEvent()) flushSync(renderNow);
    },
  });
  // React cannot flush while it commits (measuring happens in the rows' ref callbacks).
  const measureElement = useCallback(
    (node: HTMLDivElement | null) => {
      measuring.current = true;
      try {
        virtualizer.measureElement(node);
      } finally {
        measuring.current = false;
      }
    },
    [virtualizer],
  );

  // The feed's id bound may let go of the newest visible statuses while the reader is far below
  // them: keep what is on screen where it was (the rows above shrank by their measured height).
  const previousStarts = useRef(new Map<string, number>());
  const previousFirst = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const first = ids[0];
    const before = previousFirst.current;
    if (before !== undefined && first !== undefined && first !== before && !ids.includes(before)) {
      const oldStart = previousStarts.current.get(first);
      const oldTop = previousStarts.current.get(before);
      if (oldStart !== undefined && oldTop !== undefined && oldStart > oldTop) window.scrollBy(0, -(oldStart - oldTop));
    }
    previousFirst.current = first;
    const starts = new Map<string, number>();
    virtualizer.measurementsCache.forEach((item) => {
      const id = ids[item.index];
      if (id !== undefined) starts.set(id, item.start);
    });
    previousStarts.current = starts;
  }, [ids, virtualizer]);

  useLayoutEffect(() => {
    const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  }, [scrollMargin, ids.length, aboveKey]);

  useEffect(() => {
    readingRef.current = () => {
      const reading = virtualizer.getVirtualItems().find((item) => item.end > window.scrollY);
      return reading ? (ids[reading.index] ?? null) : null;
    };
  }, [readingRef, virtualizer, ids]);

  // j/k: scroll the status to the top, then focus it once its row has mounted.
  const pendingFocus = useRef(-1);
  useEffect(() => {
    if (focusIndex < 0) return;
    pendingFocus.current = focusIndex;
    virtualizer.scrollToIndex(focusIndex, { align: 'start' });
  }, [focusIndex, focusMove, virtualizer]);

  const items = virtualizer.getVirtualItems();
  // Rows that come into range (a page arriving, a fling) mount a few per frame, those on screen
  // first; the others hold a placeholder meanwhile. Only the frame callback adds rows, however
  // often the list renders in between (scroll, resize, a page), so no task mounts more than a few.
  // With none mounted yet (first page, a jump far away) the first few mount in that render.
  const [mounted, setMounted] = useState<ReadonlySet<string>>(() => new Set());
  const ready = mounted.size === 0 ? rowsToMount(items, ids, mounted, ...viewportOf(virtualizer)) : mounted;
  useEffect(() => {
    const next = rowsToMount(items, ids, ready, ...viewportOf(virtualizer));
    if (sameRows(next, mounted)) return;
    const frame = window.requestAnimationFrame(() => setMounted(next));
    return () => window.cancelAnimationFrame(frame);
  }, [items, ids, ready, mounted, virtualizer]);

  useEffect(() => {
    const index = pendingFocus.current;
    const id = ids[index];
    if (index < 0 || id === undefined || !ready.has(id)) return;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-row="${index}"]`);
    if (!row) return;
    pendingFocus.current = -1;
    row.querySelector<HTMLElement>('article')?.focus({ preventScroll: true });
  });

  return (
    // The WAI-ARIA feed: only rows near the viewport are in the document, so each status says its
    // place (aria-posinset) and the size (aria-setsize: the loaded count, -1 while more can load).
    <div
      ref={listRef}
      role="feed"
      aria-labelledby="timeline-title"
      aria-busy={busy}
      className="timeline-list"
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {items.map((item) => {
        const id = ids[item.index];
        if (!id) return null;
        return (
          <div
            key={item.key}
            className="timeline-row"
            data-row={item.index}
            ref={measureElement}
            data-index={item.index}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {ready.has(id) ? (
              <StatusCard id={id} index={item.index} setSize={hasMore ? -1 : ids.length} />
            ) : (
              <div className="status-placeholder" style={{ height: PLACEHOLDER_HEIGHT }} aria-busy="true" />
            )}
          </div>
        );
      })}
    </div>
  );
});

/** Inside the dispatch of a scroll event. */
function inScrollEvent(): boolean {
  return (window as { event?: Event }).event?.type === 'scroll';
}

/**
 * Where the reader is (scroll offset, viewport height) as the virtualizer last saw it: reading
 * window.scrollY right after a commit would force a layout of the new rows in the middle of a frame.
 */
function viewportOf(virtualizer: {
  scrollOffset: number | null;
  scrollRect: { height: number } | null;
}): [number, number] {
  return [virtualizer.scrollOffset ?? window.scrollY, virtualizer.scrollRect?.height ?? window.innerHeight];
}
