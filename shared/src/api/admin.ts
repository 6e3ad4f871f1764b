import { AdminReportsPageSchema } from '../api_types/report';
import { normalizeReport, type Report } from '../models/report';
import { callOne, callVoid, seg } from './call';
import type { ApiClientConfig, CallOptions } from './context';
import type { AdminReportsParams, PermissionGroup, ReportStateUpdate } from './params/admin';

export interface AdminReportsPage {
  total?: number;
  reports: Report[];
}

/** Pleroma admin API (admin/moderator only; capability `adminApi`). */
export function createAdminApi(config: ApiClientConfig) {
  const users = '/api/v1/pleroma/admin/users';
  const reports = '/api/v1/pleroma/admin/reports';
  return {
    tagUsers: (nicknames: readonly string[], tags: readonly string[], options?: CallOptions) =>
      callVoid(config, `${users}/tag`, { method: 'PUT', json: { nicknames, tags }, ...options }),
    untagUsers: (nicknames: readonly string[], tags: readonly string[], options?: CallOptions) =>
      callVoid(config, `${users}/tag`, { method: 'DELETE', json: { nicknames, tags }, ...options }),
    grantRight: (nickname: string, right: PermissionGroup, options?: CallOptions) =>
      callVoid(config, `${users}/${seg(nickname)}/permission_group/${right}`, { method: 'POST', ...options }),
    revokeRight: (nickname: string, right: PermissionGroup, options?: CallOptions) =>
      callVoid(config, `${users}/${seg(nickname)}/permission_group/${right}`, { method: 'DELETE', ...options }),
    deleteUser: (nickname: string, options?: CallOptions) =>
      callVoid(config, users, { method: 'DELETE', query: { nickname }, ...options }),
    activateUsers: (nicknames: readonly string[], options?: CallOptions) =>
      callVoid(config, `${users}/activate`, { method: 'PATCH', json: { nicknames }, ...options }),
    deactivateUsers: (nicknames: readonly string[], options?: CallOptions) =>
      callVoid(config, `${users}/deactivate`, { method: 'PATCH', json: { nicknames }, ...options }),
    reports: (params: AdminReportsParams = {}, options?: CallOptions): Promise<AdminReportsPage> =>
      callOne(config, reports, AdminReportsPageSchema, { query: { ...params }, ...options }, (wire) => ({
        total: wire.total,
        reports: wire.reports.map(normalizeReport),
      })),
    updateReports: (updates: readonly ReportStateUpdate[], options?: CallOptions) =>
      callVoid(config, reports, { method: 'PATCH', json: { reports: updates }, ...options }),
    addReportNote: (reportId: string, content: string, options?: CallOptions) =>
      callVoid(config, `${reports}/${seg(reportId)}/notes`, { method: 'POST', json: { content }, ...options }),
    deleteReportNote: (reportId: string, noteId: string, options?: CallOptions) =>
      callVoid(config, `${reports}/${seg(reportId)}/notes/${seg(noteId)}`, { method: 'DELETE', ...options }),
  };
}
export type AdminApi = ReturnType<typeof createAdminApi>;
