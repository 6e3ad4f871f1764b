import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { POLL_INTERVALS } from '../constants';
import type { ReportState } from '../models/report';

/**
 * Query keys of reports: the moderators' report queue (one entry per state and page, all under
 * `admin(baseUrl)`), the open-report count of the nav, and the statuses offered when reporting a user.
 */
export const reportKeys = {
  admin: (baseUrl: string) => ['reports', 'admin', baseUrl] as const,
  adminList: (baseUrl: string, state: ReportState, page: string) =>
    ['reports', 'admin', baseUrl, 'list', state, page] as const,
  openCount: (baseUrl: string) => ['reports', 'admin', baseUrl, 'open-count'] as const,
  statusesOf: (userId: string) => ['reports', 'statuses-of', userId] as const,
};

/**
 * The open-report count staff see in the nav and side drawer, polled every 60 s (spec §7, §9). Pleroma
 * sends the total; Mastodon has none, so it is the length of one page of up to 200 unresolved reports.
 * A raw call: the admin API itself is bundled into the moderation remote, not the first load.
 */
export const openReportCountQuery = (
  client: Pick<ApiClient, 'call'>,
  dialect: 'pleroma' | 'mastodon',
  baseUrl: string,
) =>
  queryOptions({
    queryKey: reportKeys.openCount(baseUrl),
    queryFn: async ({ signal }): Promise<number> => {
      if (dialect === 'mastodon') {
        const { data } = await client.call('/api/v1/admin/reports', { query: { limit: 200 }, signal });
        return Array.isArray(data) ? data.length : 0;
      }
      const { data } = await client.call('/api/v1/pleroma/admin/reports', {
        query: { state: 'open', page: 1, page_size: 1 },
        signal,
      });
      const answer = (data ?? {}) as { total?: unknown; reports?: unknown };
      if (typeof answer.total === 'number') return answer.total;
      return Array.isArray(answer.reports) ? answer.reports.length : 0;
    },
    refetchInterval: POLL_INTERVALS.reports,
    refetchIntervalInBackground: false,
  });
