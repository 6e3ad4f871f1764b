import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { accountKeys, importAccount, useApiClient, useSession, type User } from '@fedi/shared';

/** After a save: the answer is the account everywhere (own account, the entity cache the profile page reads). */
export function useStoreOwnAccount(): (user: User) => void {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const session = useSession();
  return useCallback(
    (user: User) => {
      queryClient.setQueryData(accountKeys.own(client.config.baseUrl, session.user?.id), user);
      importAccount(queryClient, user);
    },
    [queryClient, client, session.user?.id],
  );
}
