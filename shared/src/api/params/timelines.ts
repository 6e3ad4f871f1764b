import type { PageParams } from './paging';

export type ReplyVisibility = 'all' | 'following' | 'self';

/** Query of the timeline endpoints (spec §7). */
export interface TimelineParams extends PageParams {
  with_muted?: boolean;
  reply_visibility?: Exclude<ReplyVisibility, 'all'>;
  only_media?: boolean;
  local?: boolean;
  remote?: boolean;
  exclude_visibilities?: string[];
}

export interface AccountStatusesParams extends TimelineParams {
  pinned?: boolean;
  exclude_replies?: boolean;
  exclude_reblogs?: boolean;
  tagged?: string;
}

/** Client-side timeline names (spec §7). */
export type TimelineName =
  | 'public'
  | 'publicAndExternal'
  | 'friends'
  | 'tag'
  | 'bubble'
  | 'bookmarks'
  | 'dms'
  | 'user'
  | 'replies'
  | 'favorites'
  | 'media'
  | 'list';

/** What picks the items of a named timeline: a tag, a list id or an account id where needed. */
export interface TimelineTarget {
  name: TimelineName;
  tag?: string;
  listId?: string;
  userId?: string;
  /** `dms` only: read `/api/v1/conversations` (their last statuses) instead of the direct timeline. */
  via?: 'conversations';
}
