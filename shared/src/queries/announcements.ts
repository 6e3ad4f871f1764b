import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { POLL_INTERVALS } from '../constants';

type Client = Pick<ApiClient, 'announcements' | 'config'>;

/**
 * Query keys of the announcements. One list per signed-in user: the shell's unread badge and the people
 * remote's /announcements screen read the same entry, so dismissing one updates the badge at once.
 */
export const announcementKeys = {
  all: ['announcements'] as const,
  list: (baseUrl: string, userId: string | null) => ['announcements', 'list', baseUrl, userId] as const,
  /** Every announcement, active or not (admins only). */
  admin: (baseUrl: string) => ['announcements', 'admin', baseUrl] as const,
};

/** The announcements shown to the user, polled every 60 s (spec §7). */
export const announcementsQuery = (client: Client, userId: string | null) =>
  queryOptions({
    queryKey: announcementKeys.list(client.config.baseUrl, userId),
    queryFn: ({ signal }) => client.announcements.list({ signal }),
    refetchInterval: POLL_INTERVALS.announcements,
  });
