import { useQuery } from '@tanstack/react-query';
import { POLL_INTERVALS, useApiClient, useSession } from '@fedi/shared';

/** Unread announcements of a signed-in user, polled every 60 s (spec §7); 0 for visitors. */
export function useUnreadAnnouncements(): number {
  const client = useApiClient();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const announcements = useQuery({
    queryKey: ['announcements', client.config.baseUrl, session.user?.id ?? null],
    queryFn: ({ signal }) => client.announcements.list({ signal }),
    enabled: signedIn,
    refetchInterval: POLL_INTERVALS.announcements,
  });
  return signedIn ? (announcements.data?.filter((a) => !a.read).length ?? 0) : 0;
}
