import { useInfiniteQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { importEntities, QueryState, type Page, type Status, type User } from '@fedi/shared';
import { NS } from '../i18n';

/** A paged list with a load-older footer (max_id paging). */
export function Pager<T>({
  queryKey,
  fetchPage,
  render,
  itemKey,
  emptyText,
  emptyHint,
  kind,
}: {
  queryKey: QueryKey;
  fetchPage: (maxId: string | undefined, signal: AbortSignal) => Promise<Page<T>>;
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  emptyText: string;
  /** What to do about an empty list (EmptyState's hint). */
  emptyHint?: string;
  kind?: 'statuses' | 'accounts';
}) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchPage(pageParam, signal);
      if (kind === 'statuses') importEntities(queryClient, { statuses: page.items as unknown as Status[] });
      if (kind === 'accounts') importEntities(queryClient, { accounts: page.items as unknown as User[] });
      return page;
    },
    getNextPageParam: (last) => (last.items.length > 0 && last.next ? last.next : undefined),
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const seen = new Set<string>();
  const unique = items.filter((item) => {
    const key = itemKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return (
    <div className="people-pager">
      <QueryState
        query={{ ...query, isError: query.isError && !query.isFetchingNextPage }}
        empty={query.isSuccess && unique.length === 0 && emptyText}
        emptyHint={emptyHint}
        skeleton={kind === 'statuses' ? 'status' : 'row'}
      >
        <ul className="people-list">
          {unique.map((item) => (
            <li key={itemKey(item)}>{render(item)}</li>
          ))}
        </ul>
      </QueryState>
      {query.isSuccess && unique.length > 0 && (
        <div className="people-footer">
          {query.hasNextPage ? (
            <button type="button" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {query.isFetchingNextPage ? t('common.loading') : t('common.load_older')}
            </button>
          ) : (
            <p className="people-faint">{t('common.no_more')}</p>
          )}
        </div>
      )}
    </div>
  );
}
