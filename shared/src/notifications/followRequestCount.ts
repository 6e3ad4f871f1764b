import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../cache/apiClientContext';
import { followRequestCountQuery } from '../queries/followRequests';
import { useSession } from '../session/session';

/**
 * Pending follow requests of a locked account (spec §2 side drawer badge, §6): fetched only for
 * locked signed-in users, refreshed with the notifications interval; 0 otherwise.
 */
export function useFollowRequestCount(): number {
  const client = useApiClient();
  const session = useSession();
  const enabled = session.status === 'signed-in' && session.user?.locked === true;
  const query = useQuery({
    ...followRequestCountQuery(client, session.user?.id ?? null),
    enabled,
  });
  return enabled ? (query.data ?? 0) : 0;
}
