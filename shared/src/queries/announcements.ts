import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { POLL_INTERVALS } from '../constants';
import type { Announcement } from '../models/announcement';

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

/** Every announcement for an admin, inactive ones too (merged with the list by `mergeAdminAnnouncements`). */
export const adminAnnouncementsQuery = (client: Client) =>
  queryOptions({
    queryKey: announcementKeys.admin(client.config.baseUrl),
    queryFn: ({ signal }) => client.announcements.adminList({ signal }),
    refetchInterval: POLL_INTERVALS.announcements,
  });

/** Mark one announcement read (or unread again, for a rollback) in the cached list. */
export function setAnnouncementRead(
  queryClient: QueryClient,
  client: Client,
  userId: string | null,
  id: string,
  read: boolean,
): void {
  queryClient.setQueryData<Announcement[]>(announcementKeys.list(client.config.baseUrl, userId), (all) =>
    all?.map((entry) => (entry.id === id ? { ...entry, read } : entry)),
  );
}
