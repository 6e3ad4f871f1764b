import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

/** Query keys of reports: the moderators' open reports and the statuses offered when reporting a user. */
export const reportKeys = {
  admin: (baseUrl: string) => ['reports', 'admin', baseUrl] as const,
  statusesOf: (userId: string) => ['reports', 'statuses-of', userId] as const,
};

/** The reported user's recent statuses (with replies) to pick from. */
export const reportStatusesQuery = (client: Pick<ApiClient, 'timelines'>, userId: string) =>
  queryOptions({
    queryKey: reportKeys.statusesOf(userId),
    queryFn: ({ signal }) => client.timelines.fetch({ name: 'replies', userId }, {}, { signal }),
  });
