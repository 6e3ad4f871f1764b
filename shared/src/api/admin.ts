import {
  PleromaAdminUserSchema,
  PleromaAdminUsersPageSchema,
  PleromaAdminUserStatusesSchema,
} from '../api_types/admin';
import { AdminReportsPageSchema } from '../api_types/report';
import { normalizePleromaAdminUser, type AdminUser } from '../models/adminUser';
import { normalizeReport, type Report } from '../models/report';
import { statusFromUnknown, type Status } from '../models/status';
import { none, one, seg, type RawCall } from './adminCall';
import type { CallOptions } from './context';
import type {
  AdminReportsParams,
  AdminStatusesParams,
  AdminStatusUpdate,
  AdminUsersParams,
  PermissionGroup,
  ReportStateUpdate,
} from './params/admin';

export interface AdminReportsPage {
  total?: number;
  reports: Report[];
}

export interface AdminUsersPage {
  total?: number;
  users: AdminUser[];
}

const statusesOf = (data: unknown): Status[] =>
  (Array.isArray(data) ? data : []).map(statusFromUnknown).filter((status): status is Status => !!status);

/** Pleroma admin API (admin/moderator only; dialect `pleroma`), over the session client's `call`. */
export function createAdminApi(call: RawCall) {
  const users = '/api/v1/pleroma/admin/users';
  const reports = '/api/v1/pleroma/admin/reports';
  const statuses = '/api/v1/pleroma/admin/statuses';
  return {
    users: (params: AdminUsersParams = {}, options?: CallOptions): Promise<AdminUsersPage> =>
      one(
        call,
        users,
        PleromaAdminUsersPageSchema,
        { query: { ...params, filters: params.filters?.join(',') || undefined }, ...options },
        (wire) => ({ total: wire.count, users: wire.users.map(normalizePleromaAdminUser) }),
      ),
    user: (nickname: string, options?: CallOptions): Promise<AdminUser> =>
      one(call, `${users}/${seg(nickname)}`, PleromaAdminUserSchema, { ...options }, normalizePleromaAdminUser),
    tagUsers: (nicknames: readonly string[], tags: readonly string[], options?: CallOptions) =>
      none(call, `${users}/tag`, { method: 'PUT', json: { nicknames, tags }, ...options }),
    untagUsers: (nicknames: readonly string[], tags: readonly string[], options?: CallOptions) =>
      none(call, `${users}/tag`, { method: 'DELETE', json: { nicknames, tags }, ...options }),
    grantRight: (nickname: string, right: PermissionGroup, options?: CallOptions) =>
      none(call, `${users}/${seg(nickname)}/permission_group/${right}`, { method: 'POST', ...options }),
    revokeRight: (nickname: string, right: PermissionGroup, options?: CallOptions) =>
      none(call, `${users}/${seg(nickname)}/permission_group/${right}`, { method: 'DELETE', ...options }),
    deleteUser: (nickname: string, options?: CallOptions) =>
      none(call, users, { method: 'DELETE', query: { nickname }, ...options }),
    activateUsers: (nicknames: readonly string[], options?: CallOptions) =>
      none(call, `${users}/activate`, { method: 'PATCH', json: { nicknames }, ...options }),
    deactivateUsers: (nicknames: readonly string[], options?: CallOptions) =>
      none(call, `${users}/deactivate`, { method: 'PATCH', json: { nicknames }, ...options }),
    approveUsers: (nicknames: readonly string[], options?: CallOptions) =>
      none(call, `${users}/approve`, { method: 'PATCH', json: { nicknames }, ...options }),
    reports: (params: AdminReportsParams = {}, options?: CallOptions): Promise<AdminReportsPage> =>
      one(call, reports, AdminReportsPageSchema, { query: { ...params }, ...options }, (wire) => ({
        total: wire.total,
        reports: wire.reports.map(normalizeReport),
      })),
    updateReports: (updates: readonly ReportStateUpdate[], options?: CallOptions) =>
      none(call, reports, { method: 'PATCH', json: { reports: updates }, ...options }),
    addReportNote: (reportId: string, content: string, options?: CallOptions) =>
      none(call, `${reports}/${seg(reportId)}/notes`, { method: 'POST', json: { content }, ...options }),
    deleteReportNote: (reportId: string, noteId: string, options?: CallOptions) =>
      none(call, `${reports}/${seg(reportId)}/notes/${seg(noteId)}`, { method: 'DELETE', ...options }),
    /** The instance's statuses (an array), or one user's (Pleroma answers `{ total, activities }`). */
    statuses: async (params: AdminStatusesParams = {}, options?: CallOptions): Promise<Status[]> => {
      const { nickname, ...query } = params;
      if (!nickname) return statusesOf((await call(statuses, { query: { ...query }, ...options })).data);
      return one(
        call,
        `${users}/${seg(nickname)}/statuses`,
        PleromaAdminUserStatusesSchema,
        { query: { ...query }, ...options },
        (wire) => statusesOf(wire.activities),
      );
    },
    updateStatus: async (id: string, update: AdminStatusUpdate, options?: CallOptions): Promise<Status | undefined> =>
      statusFromUnknown((await call(`${statuses}/${seg(id)}`, { method: 'PUT', json: update, ...options })).data),
    deleteStatus: (id: string, options?: CallOptions) =>
      none(call, `${statuses}/${seg(id)}`, { method: 'DELETE', ...options }),
  };
}
export type AdminApi = ReturnType<typeof createAdminApi>;
