import { useMutation, useQueryClient } from '@tanstack/react-query';
import { entityKeys } from '@fedi/shared';
import { reportKeys } from '@fedi/shared/queries';
import { adminKeys } from '@fedi/shared/moderation';
import { useModeration } from './useModeration';

/**
 * One admin call as a mutation: nothing changes on screen until the server agrees; then the admin
 * lists, the report queue (and its count) and the account's cache entry are refetched. A failure is
 * kept in `error` for the caller to show in place.
 */
export function useAdminAction<V, R = unknown>(action: (variables: V) => Promise<R>, accountId?: string) {
  const queryClient = useQueryClient();
  const { baseUrl } = useModeration();
  return useMutation({
    mutationFn: action,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all(baseUrl) }),
        queryClient.invalidateQueries({ queryKey: reportKeys.admin(baseUrl) }),
        accountId ? queryClient.invalidateQueries({ queryKey: entityKeys.account(accountId) }) : undefined,
      ]);
    },
  });
}
