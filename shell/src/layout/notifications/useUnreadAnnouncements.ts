import { useQuery } from '@tanstack/react-query';
import { announcementsQuery, useApiClient, useSession } from '@fedi/shared';

/** Unread announcements of a signed-in user, polled every 60 s (spec §7); 0 for visitors. */
export function useUnreadAnnouncements(): number {
  const client = useApiClient();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  // The people remote's /announcements screen reads and updates the same entry: dismissing there updates the badge.
  const announcements = useQuery({ ...announcementsQuery(client, session.user?.id ?? null), enabled: signedIn });
  return signedIn ? (announcements.data?.filter((a) => !a.read).length ?? 0) : 0;
}
