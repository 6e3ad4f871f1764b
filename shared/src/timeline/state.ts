import { TIMELINE_FLUSH_THRESHOLD, TIMELINE_VISIBLE_AFTER_SHOW_NEW } from '../constants';
import { compareIds, maxIdOf, minIdOf } from '../utils/ids';

/** What the timeline needs to know of a status: its id and, for repeats, the repeated status's id. */
export interface TimelineItem {
  id: string;
  reblog?: { id: string } | null;
}

export interface TimelineEntry {
  id: string;
  /** Set for repeats: the id of the repeated status. */
  reblogOf?: string;
}

/**
 * One timeline (spec §3/§4). Only ids are kept; the statuses live in the entity cache.
 * Pure data: every function below returns a new state.
 */
export interface TimelineState {
  name: string;
  /** Favourites and bookmarks keep the server's order; the others are sorted newest first. */
  keepServerOrder: boolean;
  /** Every loaded id, in display order. */
  statusIds: string[];
  /** The ids shown; new arrivals wait outside it until `showNewStatuses`. */
  visibleStatuses: string[];
  /**
   * Every loaded id → its entry. Maps rather than records: a page copies them, and copying a
   * record of a thousand ids costs milliseconds where a Map copy costs microseconds.
   */
  statusesObject: ReadonlyMap<string, TimelineEntry>;
  /** Repeated (or plain) status id → the timeline entry that shows it, for repeat dedup. */
  shownContent: ReadonlyMap<string, string>;
  newStatusCount: number;
  /** Non-null when a newer page was full (a gap may exist): offer a reload. */
  flushMarker: string | null;
  /** Cursor for older pages (max_id of the next fetch). */
  minId: string | null;
  /** Cursor for newer pages (since_id/min_id of the next fetch). */
  maxId: string | null;
  bottomedOut: boolean;
  loading: boolean;
  error: unknown;
}

export type TimelineDirection = 'newer' | 'older';

export interface AddStatusesOptions {
  /** `older` pages append (and show at once); `newer` ones go to the pending count. */
  direction: TimelineDirection;
  /** Show right away instead of counting as new (first load, streaming auto-show). */
  showImmediately?: boolean;
  /** Cursors from the Link header; preferred over status ids (required for favourites/bookmarks). */
  pagination?: { next?: string; prev?: string };
  /**
   * A full newer page may hide a gap (sets the flush marker). False for statuses that arrive one by
   * one (a batch of streamed statuses, however large, is not a page).
   */
  pageGapCheck?: boolean;
}

/** Timelines whose ids are not cursors and whose order is the server's. */
export const SERVER_ORDER_TIMELINES: readonly string[] = ['favorites', 'bookmarks'];

export function createTimeline(name: string, keepServerOrder = SERVER_ORDER_TIMELINES.includes(name)): TimelineState {
  return {
    name,
    keepServerOrder,
    statusIds: [],
    visibleStatuses: [],
    statusesObject: new Map(),
    shownContent: new Map(),
    newStatusCount: 0,
    flushMarker: null,
    minId: null,
    maxId: null,
    bottomedOut: false,
    loading: false,
    error: null,
  };
}

const newestFirst = (a: string, b: string) => compareIds(b, a);

function order(state: TimelineState, ids: string[]): string[] {
  return state.keepServerOrder ? ids : [...ids].sort(newestFirst);
}

/**
 * Add a page or streamed statuses. Repeats of a status already in the timeline (as itself or
 * as another repeat) are not added again. An empty older page marks the timeline bottomed out.
 */
export function addStatuses(
  state: TimelineState,
  items: readonly TimelineItem[],
  { direction, showImmediately = direction === 'older', pagination = {}, pageGapCheck = true }: AddStatusesOptions,
): TimelineState {
  const statusesObject = new Map(state.statusesObject);
  const shownContent = new Map(state.shownContent);
  const added: string[] = [];
  const reveal: string[] = [];
  const visible = new Set(state.visibleStatuses);

  for (const item of items) {
    if (statusesObject.has(item.id)) {
      if (showImmediately && !visible.has(item.id)) reveal.push(item.id);
      continue;
    }
    const reblogOf = item.reblog?.id;
    const contentId = reblogOf ?? item.id;
    if (reblogOf && shownContent.has(contentId)) continue;
    statusesObject.set(item.id, reblogOf ? { id: item.id, reblogOf } : { id: item.id });
    if (!shownContent.has(contentId)) shownContent.set(contentId, item.id);
    added.push(item.id);
  }

  let statusIds: string[];
  if (state.keepServerOrder) {
    statusIds = direction === 'newer' ? [...added, ...state.statusIds] : [...state.statusIds, ...added];
  } else {
    statusIds = order(state, [...state.statusIds, ...added]);
  }

  let visibleStatuses = state.visibleStatuses;
  let newStatusCount = state.newStatusCount;
  if (showImmediately) {
    const nowVisible = new Set([...state.visibleStatuses, ...added, ...reveal]);
    visibleStatuses = statusIds.filter((id) => nowVisible.has(id));
  } else {
    newStatusCount += added.length;
  }

  const ids = items.map((item) => item.id);
  let { minId, maxId, flushMarker } = state;
  if (items.length > 0) {
    const pageMin = pagination.next ?? minIdOf(ids) ?? null;
    const pageMax = pagination.prev ?? maxIdOf(ids) ?? null;
    if (direction === 'older' || minId === null) {
      if (pageMin !== null && (minId === null || state.keepServerOrder || compareIds(pageMin, minId) < 0))
        minId = pageMin;
    }
    if (direction === 'newer' || maxId === null) {
      if (pageMax !== null && (maxId === null || state.keepServerOrder || compareIds(pageMax, maxId) > 0)) {
        // A full newer page on a timeline that already had statuses may hide a gap.
        if (
          pageGapCheck &&
          direction === 'newer' &&
          state.statusIds.length > 0 &&
          items.length >= TIMELINE_FLUSH_THRESHOLD
        ) {
          flushMarker = pageMax;
        }
        maxId = pageMax;
      }
    }
  }

  return {
    ...state,
    statusIds,
    visibleStatuses,
    statusesObject,
    shownContent,
    newStatusCount,
    minId,
    maxId,
    flushMarker,
    bottomedOut: direction === 'older' && items.length === 0 ? true : state.bottomedOut,
    loading: false,
    error: null,
  };
}

/** Reveal pending statuses: the newest 50 become the visible list (spec §4). */
export function showNewStatuses(state: TimelineState): TimelineState {
  const visibleStatuses = state.statusIds.slice(0, TIMELINE_VISIBLE_AFTER_SHOW_NEW);
  const last = visibleStatuses[visibleStatuses.length - 1];
  const trimmed = visibleStatuses.length < state.statusIds.length;
  return {
    ...state,
    newStatusCount: 0,
    visibleStatuses,
    // Older loads continue below what is now visible (for id-ordered timelines).
    minId: !state.keepServerOrder && last !== undefined ? last : state.minId,
    bottomedOut: trimmed ? false : state.bottomedOut,
  };
}

export function setTimelineLoading(state: TimelineState, loading: boolean): TimelineState {
  return state.loading === loading ? state : { ...state, loading };
}

export function setTimelineError(state: TimelineState, error: unknown): TimelineState {
  return { ...state, loading: false, error };
}

/** Remember (or clear with null) the flush marker. */
export function queueFlush(state: TimelineState, marker: string | null): TimelineState {
  return { ...state, flushMarker: marker };
}

/** Start over (keeps the name and ordering mode). */
export function clearTimeline(state: TimelineState): TimelineState {
  return createTimeline(state.name, state.keepServerOrder);
}

/** Take statuses out (e.g. an unfollowed user's posts on the home timeline); repeats of them go too. */
export function removeStatuses(state: TimelineState, ids: readonly string[]): TimelineState {
  const gone = new Set(ids);
  for (const entry of state.statusesObject.values()) if (entry.reblogOf && gone.has(entry.reblogOf)) gone.add(entry.id);
  if (![...gone].some((id) => state.statusesObject.has(id))) return state;
  const statusesObject = new Map<string, TimelineEntry>();
  const shownContent = new Map<string, string>();
  for (const [id, entry] of state.statusesObject) {
    if (gone.has(id)) continue;
    statusesObject.set(id, entry);
    const contentId = entry.reblogOf ?? id;
    if (!shownContent.has(contentId)) shownContent.set(contentId, id);
  }
  const removedPending = pendingStatusIds(state).filter((id) => gone.has(id)).length;
  return {
    ...state,
    statusIds: state.statusIds.filter((id) => !gone.has(id)),
    visibleStatuses: state.visibleStatuses.filter((id) => !gone.has(id)),
    statusesObject,
    shownContent,
    newStatusCount: Math.max(0, state.newStatusCount - removedPending),
  };
}

/** Ids the next fetches should use: `max_id` for older, `since_id` for newer. */
export function timelineCursors(state: TimelineState): { older?: string; newer?: string } {
  return { ...(state.minId ? { older: state.minId } : {}), ...(state.maxId ? { newer: state.maxId } : {}) };
}

/** What `trimTimelineWithDropped` took out. */
export interface TrimResult {
  state: TimelineState;
  /**
   * Pending ids that were dropped but still count in `newStatusCount`. A feed should remember them
   * (bounded) until 'show new' so that the same statuses arriving again are not counted twice.
   */
  droppedPending: string[];
}

/**
 * The pending part of a timeline: ids not yet shown that sit above the first visible one (new
 * arrivals). Ids below the visible ones (left after 'show new' kept 50) are not pending.
 */
export function pendingStatusIds(state: TimelineState): string[] {
  if (state.newStatusCount === 0) return [];
  const visible = new Set(state.visibleStatuses);
  const pending: string[] = [];
  for (const id of state.statusIds) {
    if (visible.has(id)) break;
    pending.push(id);
  }
  return pending;
}

/**
 * Bound a timeline to `maxIds` entries (memory bound for long streaming sessions) without losing
 * count of new statuses. What goes, in this order, until the bound holds:
 *
 * 1. ids below the visible ones (refetched by the next older page);
 * 2. pending ids older than the newest `TIMELINE_VISIBLE_AFTER_SHOW_NEW` pending ones — 'show new'
 *    only shows those, and the older page after them fetches the dropped ones again. They stay in
 *    `newStatusCount`, so the 'Show new (N)' count is every new status;
 * 3. visible ids furthest from where the reader is (`anchorId`, default the newest): below it the
 *    older cursor moves to the oldest kept id; above it the flush marker is set so the top offers
 *    'Reload' (the newest ones are fetched again);
 * 4. if the bound is smaller than that, older pending ids too (still counted).
 *
 * Server-ordered timelines drop the same way (their cursors are not ids and are kept).
 */
export function trimTimelineWithDropped(
  state: TimelineState,
  maxIds: number,
  { anchorId }: { anchorId?: string | null } = {},
): TrimResult {
  const bound = Math.max(0, maxIds);
  if (state.statusIds.length <= bound) return { state, droppedPending: [] };
  const visibleSet = new Set(state.visibleStatuses);
  const firstVisible = state.statusIds.findIndex((id) => visibleSet.has(id));
  const aboveEnd = firstVisible === -1 ? state.statusIds.length : firstVisible;
  const above = state.statusIds.slice(0, aboveEnd);
  const rest = state.statusIds.slice(aboveEnd);
  // Ids above the first visible one that are not counted are kept like pending ones.
  const visibleInOrder = rest.filter((id) => visibleSet.has(id));
  const lastVisible = visibleInOrder[visibleInOrder.length - 1];
  const lastVisibleIndex = lastVisible === undefined ? -1 : rest.lastIndexOf(lastVisible);
  const withVisible = rest.slice(0, lastVisibleIndex + 1);
  const below = rest.slice(lastVisibleIndex + 1);

  let over = state.statusIds.length - bound;
  const belowKept = below.slice(0, Math.max(0, below.length - over));
  over -= below.length - belowKept.length;
  const pendingFloor = Math.min(above.length, TIMELINE_VISIBLE_AFTER_SHOW_NEW);
  const pendingCut = Math.min(over, above.length - pendingFloor);
  let aboveKept = above.slice(0, above.length - pendingCut);
  over -= pendingCut;
  const keepCount = Math.max(0, withVisible.length - Math.max(0, over));
  const anchorIndex = anchorId ? Math.max(0, withVisible.indexOf(anchorId)) : 0;
  const windowStart = Math.min(Math.max(0, anchorIndex - Math.floor(keepCount / 2)), withVisible.length - keepCount);
  const middleKept = withVisible.slice(windowStart, windowStart + keepCount);
  over -= withVisible.length - middleKept.length;
  if (over > 0) aboveKept = aboveKept.slice(0, Math.max(0, aboveKept.length - over));

  const statusIds = [...aboveKept, ...middleKept, ...belowKept];
  const keep = new Set(statusIds);
  const droppedPending = above.filter((id) => !keep.has(id));
  // Ids below the visible ones are already beyond the older cursor; cutting visible ones moves it up.
  const visibleCut = windowStart + keepCount < withVisible.length;
  const bottomMoved = belowKept.length < below.length || visibleCut;
  const topMoved = windowStart > 0;
  const statusesObject = new Map<string, TimelineEntry>();
  const shownContent = new Map<string, string>();
  for (const id of statusIds) {
    const entry = state.statusesObject.get(id);
    if (!entry) continue;
    statusesObject.set(id, entry);
    const contentId = entry.reblogOf ?? id;
    if (!shownContent.has(contentId)) shownContent.set(contentId, id);
  }
  const last = middleKept[middleKept.length - 1];
  return {
    state: {
      ...state,
      statusIds,
      visibleStatuses: state.visibleStatuses.every((id) => keep.has(id))
        ? state.visibleStatuses
        : state.visibleStatuses.filter((id) => keep.has(id)),
      statusesObject,
      shownContent,
      // Server-ordered cursors are not status ids: keep theirs (a reload starts over).
      minId: visibleCut && !state.keepServerOrder && last !== undefined ? last : state.minId,
      bottomedOut: bottomMoved ? false : state.bottomedOut,
      // The newest visible ones were let go: the top offers a reload.
      flushMarker: topMoved ? (state.flushMarker ?? state.maxId ?? withVisible[0] ?? null) : state.flushMarker,
    },
    droppedPending,
  };
}

/** `trimTimelineWithDropped` for callers that need only the state. */
export function trimTimeline(
  state: TimelineState,
  maxIds: number,
  options: { anchorId?: string | null } = {},
): TimelineState {
  return trimTimelineWithDropped(state, maxIds, options).state;
}

/** Every status id the timeline refers to (its entries and the statuses they repeat). */
export function timelineStatusRefs(state: TimelineState): string[] {
  const ids: string[] = [];
  for (const entry of state.statusesObject.values()) {
    ids.push(entry.id);
    if (entry.reblogOf) ids.push(entry.reblogOf);
  }
  return ids;
}
