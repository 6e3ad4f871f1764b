import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { POLL_INTERVALS } from '../constants';

type Client = Pick<ApiClient, 'followRequests' | 'config'>;

/** Query keys of the follow requests. Invalidate `all` after approve/deny: the list and the badge count refresh. */
export const followRequestKeys = {
  all: ['follow-requests'] as const,
  list: (baseUrl: string) => ['follow-requests', 'list', baseUrl] as const,
  count: (baseUrl: string, userId: string | null) => ['follow-requests', 'count', baseUrl, userId] as const,
};

/** Pages read at most when counting follow requests (80 each). */
export const FOLLOW_REQUEST_COUNT_MAX_PAGES = 5;
const COUNT_PAGE_SIZE = 80;

/** Count pending follow requests, paging with max_id (at most 400). */
export async function countFollowRequests(
  client: Pick<ApiClient, 'followRequests'>,
  signal?: AbortSignal,
): Promise<number> {
  let count = 0;
  let maxId: string | undefined;
  for (let page = 0; page < FOLLOW_REQUEST_COUNT_MAX_PAGES; page += 1) {
    const result = await client.followRequests.list(
      { limit: COUNT_PAGE_SIZE, ...(maxId ? { max_id: maxId } : {}) },
      signal ? { signal } : undefined,
    );
    count += result.items.length;
    if (!result.next || result.items.length === 0) break;
    maxId = result.next;
  }
  return count;
}

/** How many follow requests wait (the side drawer badge), refreshed with the notifications interval. */
export const followRequestCountQuery = (client: Client, userId: string | null) =>
  queryOptions({
    queryKey: followRequestKeys.count(client.config.baseUrl, userId),
    queryFn: ({ signal }) => countFollowRequests(client, signal),
    refetchInterval: POLL_INTERVALS.notifications,
  });
