export type PermissionGroup = 'admin' | 'moderator';

export interface AdminReportsParams {
  state?: string;
  limit?: number;
  page?: number;
  page_size?: number;
}

export interface ReportStateUpdate {
  id: string;
  state: string;
}

export interface AnnouncementParams {
  content: string;
  starts_at?: string | null;
  ends_at?: string | null;
  all_day?: boolean;
}

/** Pleroma's user filters (GET /api/v1/pleroma/admin/users `filters`, comma-joined). */
export type AdminUserFilter =
  'local' | 'external' | 'active' | 'deactivated' | 'need_approval' | 'is_admin' | 'is_moderator';

export interface AdminUsersParams {
  query?: string;
  filters?: readonly AdminUserFilter[];
  page?: number;
  page_size?: number;
}

export interface AdminStatusesParams {
  /** One user's statuses instead of the instance's. */
  nickname?: string;
  local_only?: boolean;
  with_reblogs?: boolean;
  godmode?: boolean;
  page?: number;
  page_size?: number;
}

export interface AdminStatusUpdate {
  sensitive?: boolean;
  visibility?: string;
}

/** Mastodon's GET /api/v1/admin/accounts filters (v1). */
export interface MastodonAdminAccountsParams {
  local?: boolean;
  remote?: boolean;
  active?: boolean;
  pending?: boolean;
  disabled?: boolean;
  silenced?: boolean;
  suspended?: boolean;
  staff?: boolean;
  username?: string;
  display_name?: string;
  max_id?: string;
  limit?: number;
}

/** Mastodon's POST /api/v1/admin/accounts/{id}/action types. */
export type MastodonAccountActionType = 'none' | 'sensitive' | 'disable' | 'silence' | 'suspend';

export interface MastodonAccountAction {
  type: MastodonAccountActionType;
  report_id?: string;
  text?: string;
  send_email_notification?: boolean;
}
