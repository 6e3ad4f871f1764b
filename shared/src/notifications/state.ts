import { NOTIFICATIONS_LOAD_MORE, NOTIFICATIONS_SEEN_SHOWN } from '../constants';
import { compareIds, maxIdOf, minIdOf } from '../utils/ids';

/** What the notification list keeps of each notification (the rest lives in the entity cache). */
export interface NotificationEntry {
  id: string;
  type: string;
  seen: boolean;
}

/** Input: a normalized Notification fits (seen may be unknown on Mastodon). */
export interface NotificationItem {
  id: string;
  type: string;
  is_seen?: boolean;
}

/** The notification list (spec §4 Notifications). Pure data. */
export interface NotificationsState {
  /** Newest first. */
  ids: string[];
  byId: Record<string, NotificationEntry>;
  /** How many seen notifications are shown (all unseen ones always are). */
  seenToDisplay: number;
  /** Mastodon marker: everything up to this id counts as seen when the server has no flag. */
  lastReadId: string | null;
  minId: string | null;
  maxId: string | null;
  bottomedOut: boolean;
  loading: boolean;
  error: unknown;
}

export function createNotificationsState(): NotificationsState {
  return {
    ids: [],
    byId: {},
    seenToDisplay: NOTIFICATIONS_SEEN_SHOWN,
    lastReadId: null,
    minId: null,
    maxId: null,
    bottomedOut: false,
    loading: false,
    error: null,
  };
}

function seenByMarker(id: string, lastReadId: string | null): boolean {
  return lastReadId !== null && compareIds(id, lastReadId) <= 0;
}

/** Add fetched or streamed notifications; an empty older page marks the list bottomed out. */
export function addNotifications(
  state: NotificationsState,
  items: readonly NotificationItem[],
  { older = false, pagination = {} }: { older?: boolean; pagination?: { next?: string; prev?: string } } = {},
): NotificationsState {
  const byId = { ...state.byId };
  for (const item of items) {
    const seen = item.is_seen ?? (byId[item.id]?.seen || seenByMarker(item.id, state.lastReadId));
    byId[item.id] = { id: item.id, type: item.type, seen };
  }
  const ids = Object.keys(byId).sort((a, b) => compareIds(b, a));
  const pageIds = items.map((item) => item.id);
  const pageMin = pagination.next ?? minIdOf(pageIds);
  const pageMax = pagination.prev ?? maxIdOf(pageIds);
  return {
    ...state,
    ids,
    byId,
    minId:
      pageMin !== undefined && (state.minId === null || compareIds(pageMin, state.minId) < 0) ? pageMin : state.minId,
    maxId:
      pageMax !== undefined && (state.maxId === null || compareIds(pageMax, state.maxId) > 0) ? pageMax : state.maxId,
    bottomedOut: older && items.length === 0 ? true : state.bottomedOut,
    loading: false,
    error: null,
  };
}

export function unseenCount(state: NotificationsState, types?: readonly string[]): number {
  return state.ids.filter((id) => {
    const entry = state.byId[id];
    return entry && !entry.seen && (!types || types.includes(entry.type));
  }).length;
}

/**
 * Ids to show: every unseen one plus the newest `seenToDisplay` seen ones, newest first,
 * optionally only of the given types (the user's notification visibility settings).
 */
export function visibleNotificationIds(state: NotificationsState, types?: readonly string[]): string[] {
  let seenShown = 0;
  const out: string[] = [];
  for (const id of state.ids) {
    const entry = state.byId[id];
    if (!entry || (types && !types.includes(entry.type))) continue;
    if (!entry.seen) out.push(id);
    else if (seenShown < state.seenToDisplay) {
      seenShown += 1;
      out.push(id);
    }
  }
  return out;
}

/**
 * Mark everything read: all seen, seen count back to 30. `maxId` is what to send to the server
 * (Pleroma `notifications/read` max_id or the Mastodon notifications marker).
 */
export function markAllSeen(state: NotificationsState): { state: NotificationsState; maxId: string | undefined } {
  const maxId = maxIdOf(state.ids);
  const byId: Record<string, NotificationEntry> = {};
  for (const [id, entry] of Object.entries(state.byId)) byId[id] = entry.seen ? entry : { ...entry, seen: true };
  return {
    state: {
      ...state,
      byId,
      seenToDisplay: NOTIFICATIONS_SEEN_SHOWN,
      lastReadId:
        maxId !== undefined && (state.lastReadId === null || compareIds(maxId, state.lastReadId) > 0)
          ? maxId
          : state.lastReadId,
    },
    maxId,
  };
}

export function markNotificationSeen(state: NotificationsState, id: string): NotificationsState {
  const entry = state.byId[id];
  if (!entry || entry.seen) return state;
  return { ...state, byId: { ...state.byId, [id]: { ...entry, seen: true } } };
}

/** Apply a Mastodon marker: notifications up to it count as seen. */
export function applyReadMarker(state: NotificationsState, lastReadId: string): NotificationsState {
  const byId: Record<string, NotificationEntry> = {};
  for (const [id, entry] of Object.entries(state.byId)) {
    byId[id] = !entry.seen && seenByMarker(id, lastReadId) ? { ...entry, seen: true } : entry;
  }
  return { ...state, byId, lastReadId };
}

/**
 * Show 20 more seen notifications. `needsFetch` says the loaded ones run out, so the caller should
 * fetch an older page (max_id = state.minId) unless the list is bottomed out.
 */
export function showMoreNotifications(
  state: NotificationsState,
  types?: readonly string[],
): { state: NotificationsState; needsFetch: boolean } {
  const seenLoaded = state.ids.filter((id) => {
    const entry = state.byId[id];
    return entry && entry.seen && (!types || types.includes(entry.type));
  }).length;
  const seenToDisplay = state.seenToDisplay + NOTIFICATIONS_LOAD_MORE;
  return { state: { ...state, seenToDisplay }, needsFetch: !state.bottomedOut && seenToDisplay > seenLoaded };
}

export function removeNotification(state: NotificationsState, id: string): NotificationsState {
  if (!state.byId[id]) return state;
  const byId = { ...state.byId };
  delete byId[id];
  return { ...state, byId, ids: state.ids.filter((other) => other !== id) };
}

/** Follow request approved: the notification turns into a seen `follow` (spec §4). */
export function convertFollowRequest(state: NotificationsState, id: string): NotificationsState {
  const entry = state.byId[id];
  if (!entry) return state;
  return { ...state, byId: { ...state.byId, [id]: { ...entry, type: 'follow', seen: true } } };
}

export function setNotificationsLoading(state: NotificationsState, loading: boolean): NotificationsState {
  return state.loading === loading ? state : { ...state, loading };
}

export function setNotificationsError(state: NotificationsState, error: unknown): NotificationsState {
  return { ...state, loading: false, error };
}
