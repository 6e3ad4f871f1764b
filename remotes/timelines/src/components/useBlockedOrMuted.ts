import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { accountKeys, entityKeys, useApiClient, useSession, type ApiClient, type Relationship } from '@fedi/shared';

/** Pages of blocks and of mutes read at most (40 each) for the "mentions a blocked or muted user" rule. */
export const BLOCK_LIST_MAX_PAGES = 10;
const PAGE_LIMIT = 40;
const EMPTY: ReadonlySet<string> = new Set();
/** First element of the entity cache's relationship keys. */
const RELATIONSHIP = entityKeys.relationship('')[0];

async function allIds(
  fetchPage: (maxId?: string) => Promise<{ items: Array<{ id: string }>; next?: string }>,
): Promise<string[]> {
  const ids: string[] = [];
  let maxId: string | undefined;
  for (let page = 0; page < BLOCK_LIST_MAX_PAGES; page += 1) {
    const { items, next } = await fetchPage(maxId);
    ids.push(...items.map((item) => item.id));
    if (!next || items.length === 0 || next === maxId) break;
    maxId = next;
  }
  return ids;
}

/** The ids the signed-in user blocks or mutes (spec §4: statuses mentioning them are muted). */
export async function fetchBlockedOrMutedIds(client: ApiClient): Promise<string[]> {
  const page = (list: 'blocks' | 'mutes') => (maxId?: string) =>
    client.accounts[list]({ limit: PAGE_LIMIT, ...(maxId ? { max_id: maxId } : {}) });
  const [blocks, mutes] = await Promise.all([allIds(page('blocks')), allIds(page('mutes'))]);
  return [...new Set([...blocks, ...mutes])];
}

function relationshipOf(queryClient: QueryClient, id: string): Relationship | undefined {
  return queryClient.getQueryData<Relationship>(entityKeys.relationship(id));
}

/**
 * Which of `mentionIds` the viewer blocks or mutes: the block and mute lists (fetched once per
 * session and shared by every status), overridden by a relationship in the cache (so blocking or
 * unblocking someone elsewhere in the app applies at once). Empty for visitors.
 */
export function useBlockedOrMutedMentions(mentionIds: readonly string[]): ReadonlySet<string> {
  const client = useApiClient();
  const session = useSession();
  const queryClient = useQueryClient();
  const viewerId = session.user?.id ?? null;
  const lists = useQuery({
    queryKey: accountKeys.blocksAndMutes(viewerId),
    queryFn: () => fetchBlockedOrMutedIds(client),
    enabled: viewerId !== null,
    staleTime: 5 * 60_000,
  });
  const key = mentionIds.join(',');
  const subscribe = useCallback(
    (listener: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        const [kind, id] = event.query.queryKey as [unknown, unknown];
        if (kind === RELATIONSHIP && typeof id === 'string' && key.split(',').includes(id)) listener();
      }),
    [queryClient, key],
  );
  // A string snapshot: stable between renders unless a mentioned relationship changed.
  const cached = useSyncExternalStore(
    subscribe,
    () =>
      key === ''
        ? ''
        : key
            .split(',')
            .map((id) => {
              const relationship = relationshipOf(queryClient, id);
              if (!relationship) return '?';
              return relationship.blocking === true || relationship.muting === true ? '1' : '0';
            })
            .join(''),
    () => '',
  );
  return useMemo(() => {
    if (viewerId === null || key === '') return EMPTY;
    const listed = new Set(lists.data ?? []);
    const ids = key.split(',');
    const out = new Set<string>();
    ids.forEach((id, index) => {
      const known = cached[index];
      if (known === '1' || (known !== '0' && listed.has(id))) out.add(id);
    });
    return out.size === 0 ? EMPTY : out;
  }, [viewerId, key, cached, lists.data]);
}
