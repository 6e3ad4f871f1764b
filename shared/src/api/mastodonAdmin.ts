import { MastodonAdminAccountSchema, MastodonAdminReportSchema } from '../api_types/admin';
import { normalizeMastodonAdminAccount, type AdminUser } from '../models/adminUser';
import { normalizeMastodonAdminReport, type Report } from '../models/report';
import { callOne, callPage, callVoid, seg } from './call';
import type { ApiClientConfig, CallOptions } from './context';
import type { Page } from './paging';
import type { MastodonAccountAction, MastodonAdminAccountsParams } from './params/admin';

/**
 * Mastodon's admin API (`/api/v1/admin/*`, dialect `mastodon`): accounts (approve, reject, enable,
 * unsilence, unsuspend, unsensitive, the account action, delete a suspended account's data) and
 * reports (resolve, reopen, assign). Lists page with the Link header like every Mastodon list.
 */
export function createMastodonAdminApi(config: ApiClientConfig) {
  const accounts = '/api/v1/admin/accounts';
  const reports = '/api/v1/admin/reports';
  const accountCall = (id: string, verb: string, options?: CallOptions) =>
    callOne(
      config,
      `${accounts}/${seg(id)}/${verb}`,
      MastodonAdminAccountSchema,
      { method: 'POST', ...options },
      normalizeMastodonAdminAccount,
    );
  const reportCall = (id: string, verb: string, options?: CallOptions) =>
    callOne(
      config,
      `${reports}/${seg(id)}/${verb}`,
      MastodonAdminReportSchema,
      { method: 'POST', ...options },
      normalizeMastodonAdminReport,
    );
  return {
    accounts: (params: MastodonAdminAccountsParams = {}, options?: CallOptions): Promise<Page<AdminUser>> =>
      callPage(
        config,
        accounts,
        MastodonAdminAccountSchema,
        { query: { ...params }, ...options },
        normalizeMastodonAdminAccount,
      ),
    account: (id: string, options?: CallOptions): Promise<AdminUser> =>
      callOne(config, `${accounts}/${seg(id)}`, MastodonAdminAccountSchema, options, normalizeMastodonAdminAccount),
    approve: (id: string, options?: CallOptions) => accountCall(id, 'approve', options),
    reject: (id: string, options?: CallOptions) => accountCall(id, 'reject', options),
    enable: (id: string, options?: CallOptions) => accountCall(id, 'enable', options),
    unsilence: (id: string, options?: CallOptions) => accountCall(id, 'unsilence', options),
    unsuspend: (id: string, options?: CallOptions) => accountCall(id, 'unsuspend', options),
    unsensitive: (id: string, options?: CallOptions) => accountCall(id, 'unsensitive', options),
    /** The account action (none, sensitive, disable, silence, suspend), optionally closing a report. */
    action: (id: string, action: MastodonAccountAction, options?: CallOptions) =>
      callVoid(config, `${accounts}/${seg(id)}/action`, { method: 'POST', json: action, ...options }),
    /** Deletes the data of a suspended account. */
    deleteAccount: (id: string, options?: CallOptions) =>
      callVoid(config, `${accounts}/${seg(id)}`, { method: 'DELETE', ...options }),
    reports: (
      params: { resolved?: boolean; max_id?: string; limit?: number } = {},
      options?: CallOptions,
    ): Promise<Page<Report>> =>
      callPage(
        config,
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
