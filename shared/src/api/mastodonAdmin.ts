import { MastodonAdminAccountSchema, MastodonAdminReportSchema } from '../api_types/admin';
import { normalizeMastodonAdminAccount, normalizeMastodonAdminReport, type AdminUser } from '../models/adminUser';
import type { Report } from '../models/report';
import { none, one, page, seg, type RawCall } from './adminCall';
import type { CallOptions } from './context';
import type { Page } from './paging';
import type { MastodonAccountAction, MastodonAdminAccountsParams } from './params/admin';

/**
 * Mastodon's admin API (`/api/v1/admin/*`, dialect `mastodon`): accounts (approve, reject, enable,
 * unsilence, unsuspend, unsensitive, the account action, delete a suspended account's data) and
 * reports (resolve, reopen, assign). Lists page with the Link header like every Mastodon list.
 */
export function createMastodonAdminApi(call: RawCall) {
  const accounts = '/api/v1/admin/accounts';
  const reports = '/api/v1/admin/reports';
  const accountCall = (id: string, verb: string, options?: CallOptions) =>
    one(
      call,
      `${accounts}/${seg(id)}/${verb}`,
      MastodonAdminAccountSchema,
      { method: 'POST', ...options },
      normalizeMastodonAdminAccount,
    );
  const reportCall = (id: string, verb: string, options?: CallOptions) =>
    one(
      call,
      `${reports}/${seg(id)}/${verb}`,
      MastodonAdminReportSchema,
      { method: 'POST', ...options },
      normalizeMastodonAdminReport,
    );
  return {
    accounts: (params: MastodonAdminAccountsParams = {}, options?: CallOptions): Promise<Page<AdminUser>> =>
      page(
        call,
        accounts,
        MastodonAdminAccountSchema,
        { query: { ...params }, ...options },
        normalizeMastodonAdminAccount,
      ),
    account: (id: string, options?: CallOptions): Promise<AdminUser> =>
      one(call, `${accounts}/${seg(id)}`, MastodonAdminAccountSchema, { ...options }, normalizeMastodonAdminAccount),
    approve: (id: string, options?: CallOptions) => accountCall(id, 'approve', options),
    reject: (id: string, options?: CallOptions) => accountCall(id, 'reject', options),
    enable: (id: string, options?: CallOptions) => accountCall(id, 'enable', options),
    unsilence: (id: string, options?: CallOptions) => accountCall(id, 'unsilence', options),
    unsuspend: (id: string, options?: CallOptions) => accountCall(id, 'unsuspend', options),
    unsensitive: (id: string, options?: CallOptions) => accountCall(id, 'unsensitive', options),
    /** The account action (none, sensitive, disable, silence, suspend), optionally closing a report. */
    action: (id: string, action: MastodonAccountAction, options?: CallOptions) =>
      none(call, `${accounts}/${seg(id)}/action`, { method: 'POST', json: action, ...options }),
    /** Deletes the data of a suspended account. */
    deleteAccount: (id: string, options?: CallOptions) =>
      none(call, `${accounts}/${seg(id)}`, { method: 'DELETE', ...options }),
    reports: (
      params: { resolved?: boolean; max_id?: string; limit?: number } = {},
      options?: CallOptions,
    ): Promise<Page<Report>> =>
      page(
        call,
        reports,
        MastodonAdminReportSchema,
        { query: { ...params }, ...options },
        normalizeMastodonAdminReport,
      ),
    resolve: (id: string, options?: CallOptions) => reportCall(id, 'resolve', options),
    reopen: (id: string, options?: CallOptions) => reportCall(id, 'reopen', options),
    assignToSelf: (id: string, options?: CallOptions) => reportCall(id, 'assign_to_self', options),
    unassign: (id: string, options?: CallOptions) => reportCall(id, 'unassign', options),
  };
}
export type MastodonAdminApi = ReturnType<typeof createMastodonAdminApi>;
