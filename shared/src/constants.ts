// Business constants of the data layer (spec §7 polling intervals, §9 limits), in one place.

/** Polling intervals in milliseconds (spec §7). */
export const POLL_INTERVALS = {
  timeline: 20_000,
  notifications: 20_000,
  /** Chats when the socket is off or broken (the list and the open conversation). */
  chats: 20_000,
  lists: 240_000,
  announcements: 60_000,
  /** The second, slower announcements timer. */
  announcementsTimer: 300_000,
  settingsProfile: 600_000,
  reports: 60_000,
  pollRefresh: 30_000,
} as const;

/** Page sizes (spec §9). */
export const TIMELINE_PAGE_SIZE = 20;
export const FOLLOWS_PAGE_SIZE = 20;
export const SEARCH_PAGE_SIZE = 40;
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Timeline display (spec §4). */
export const TIMELINE_VISIBLE_AFTER_SHOW_NEW = 50;
/** A newer fetch returning this many statuses may have left a gap: queue a flush. */
export const TIMELINE_FLUSH_THRESHOLD = 20;

/** Notifications display (spec §9). */
export const NOTIFICATIONS_SEEN_SHOWN = 30;
export const NOTIFICATIONS_LOAD_MORE = 20;

/** Streaming (spec §9). */
export const STREAMING_PING_INTERVAL = 30_000;
export const STREAMING_RETRY_BASE = 1_000;
export const STREAMING_RETRY_MULTIPLIER_CAP = 3;
/** While the browser is offline, the socket's retry waits for `online` (or this long at most). */
export const STREAMING_OFFLINE_RETRY_MS = 60_000;

/** Limits the capability object falls back to when the server says nothing (spec §9). */
export const DEFAULT_TEXT_LIMIT = 5000;
export const DEFAULT_POLL_LIMITS = {
  max_options: 20,
  max_option_chars: 255,
  min_expiration: 1,
  max_expiration: 31_536_000_000,
} as const;

/** Request timeout of the HTTP layer. */
export const REQUEST_TIMEOUT = 30_000;
