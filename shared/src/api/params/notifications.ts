import type { PageParams } from './paging';

export interface NotificationsParams extends PageParams {
  /** Wire type names (favourite, reblog, …). */
  types?: string[];
  exclude_types?: string[];
  include_types?: string[];
  with_muted?: boolean;
}

/** POST /api/v1/pleroma/notifications/read: one id or everything up to max_id. */
export type MarkReadParams = { id: string } | { max_id: string };
