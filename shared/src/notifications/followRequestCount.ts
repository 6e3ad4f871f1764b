import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { useApiClient } from '../cache/apiClientContext';
import { POLL_INTERVALS } from '../constants';
import { useSession } from '../session/session';

/** Pages read at most when counting follow requests (80 each). */
export const FOLLOW_REQUEST_COUNT_MAX_PAGES = 5;
const COUNT_PAGE_SIZE = 80;

/**
 * Key of the follow request counter. It starts with the people remote's `['people',
 * 'follow-requests']`, so invalidating that list after approve/deny refreshes the counter too.
 */
export const followRequestCountKey = (baseUrl: string, userId: string | null) => ['people', 'follow-requests', 'count', baseUrl, userId] as const;

/** Count pending follow requests, paging with max_id (at most 400). */
export async function countFollowRequests(client: Pick<ApiClient, 'followRequests'>, signal?: AbortSignal): Promise<number> {
  let count = 0;
  let maxId: string | undefined;
  for (let page = 0; page < FOLLOW_REQUEST_COUNT_MAX_PAGES; page += 1) {
    const result = await client.followRequests.list({ limit: COUNT_PAGE_SIZE, ...(maxId ? { max_id: maxId } : {}) }, signal ? { signal } : undefined);
    count += result.items.length;
    if (!result.next || result.items.length === 0) break;
    maxId = result.next;
  }
  return count;
}

/**
 * Pending follow requests of a locked account (spec §2 side drawer badge, §6): fetched only for
 * locked signed-in users, refreshed with the notifications interval; 0 otherwise.
 */
export function useFollowRequestCount(): number {
  const client = useApiClient();
  const session = useSession();
  const enabled = session.status === 'signed-in' && session.user?.locked === true;
  const query = useQuery({
    queryKey: followRequestCountKey(client.config.baseUrl, session.user?.id ?? null),
    queryFn: ({ signal }) => countFollowRequests(client, signal),
    enabled,
    refetchInterval: POLL_INTERVALS.notifications,
  });
  return enabled ? (query.data ?? 0) : 0;
}
