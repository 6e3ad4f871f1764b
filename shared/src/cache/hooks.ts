import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Relationship } from '../models/relationship';
import type { Status } from '../models/status';
import type { User } from '../models/user';
import { useOptionalApiClient } from './apiClientContext';
import { importAccount, importRelationship, importStatus } from './importer';
import { entityKeys } from './keys';

const NO_ID = '\u0000none';

/** Read a cached entity and re-render on change, without ever fetching it. */
function useCached<T>(key: readonly unknown[] | undefined): T | undefined {
  return useQuery<T>({ queryKey: key ?? ['entity', NO_ID], queryFn: skipToken, staleTime: Infinity }).data;
}

/**
 * A status from the entity cache, fetched when missing (if an ApiClientProvider is present).
 * Its author, repeated status and quote are the current cached versions.
 */
export function useStatus(id: string | undefined): Status | undefined {
  const client = useOptionalApiClient();
  const queryClient = useQueryClient();
  const { data: status } = useQuery<Status>({
    queryKey: entityKeys.status(id ?? NO_ID),
    queryFn:
      id && client
        ? async ({ signal }) => importStatus(queryClient, await client.statuses.get(id, { signal }))
        : skipToken,
    staleTime: Infinity,
  });
  const user = useCached<User>(status ? entityKeys.account(status.account.id) : undefined);
  const retweeted = useCached<Status>(status?.reblog ? entityKeys.status(status.reblog.id) : undefined);
  const quote = useCached<Status>(status?.quote ? entityKeys.status(status.quote.id) : undefined);
  return useMemo(() => {
    if (!status) return undefined;
    const fresh =
      (user ?? status.account) === status.account &&
      (retweeted ?? status.reblog) === status.reblog &&
      (quote ?? status.quote) === status.quote;
    if (fresh) return status;
    return {
      ...status,
      account: user ?? status.account,
      ...(status.reblog ? { reblog: retweeted ?? status.reblog } : {}),
      ...(status.quote ? { quote: quote ?? status.quote } : {}),
    };
  }, [status, user, retweeted, quote]);
}

/** An account from the entity cache, fetched when missing (if an ApiClientProvider is present). */
export function useAccount(id: string | undefined): User | undefined {
  const client = useOptionalApiClient();
  const queryClient = useQueryClient();
  return useQuery<User>({
    queryKey: entityKeys.account(id ?? NO_ID),
    queryFn:
      id && client
        ? async ({ signal }) => importAccount(queryClient, await client.accounts.get(id, { signal }))
        : skipToken,
    staleTime: Infinity,
  }).data;
}

/**
 * The relationship with an account, fetched when missing. Only with a token: a visitor has none (the server
 * could only answer 401).
 */
export function useRelationship(id: string | undefined): Relationship | undefined {
  const client = useOptionalApiClient();
  const queryClient = useQueryClient();
  const signedIn = Boolean(client?.config.getToken?.());
  return useQuery<Relationship>({
    queryKey: entityKeys.relationship(id ?? NO_ID),
    queryFn:
      id && client && signedIn
        ? async ({ signal }) => {
            const [relationship] = await client.accounts.relationships([id], { signal });
            if (!relationship) throw new Error(`No relationship for ${id}`);
            return importRelationship(queryClient, relationship);
          }
        : skipToken,
    staleTime: Infinity,
  }).data;
}
