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
