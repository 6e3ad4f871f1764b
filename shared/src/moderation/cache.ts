import type { QueryClient } from '@tanstack/react-query';
import { entityKeys } from '../cache/keys';
import { patchStatus } from '../cache/updates';
import type { Status } from '../models/status';

const STATUS = entityKeys.status('')[0];

/** After an account is deleted (spec §4): every cached status by it reads as deleted. */
export function markUserStatusesDeleted(queryClient: QueryClient, userId: string): number {
  let count = 0;
  for (const [key, status] of queryClient.getQueriesData<Status>({
    predicate: (query) => query.queryKey[0] === STATUS,
  })) {
    const id = key[1];
    if (typeof id !== 'string' || !status) continue;
    const byUser = status.account.id === userId || status.reblog?.account.id === userId;
    if (!byUser) continue;
    patchStatus(queryClient, id, { deleted: true });
    count += 1;
  }
  return count;
}
