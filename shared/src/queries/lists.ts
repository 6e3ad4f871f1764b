import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

type Client = Pick<ApiClient, 'lists' | 'tags'>;

/** Query keys of the user's lists and of hashtags. Invalidate `lists.all` after a change to a list. */
export const listKeys = {
  all: ['lists'] as const,
  list: (id: string) => ['lists', 'one', id] as const,
  accounts: (id: string) => ['lists', 'accounts', id] as const,
  mine: () => ['lists', 'mine'] as const,
};

export const tagKeys = {
  tag: (name: string) => ['tags', name] as const,
};

/** One list (its title): the list timeline and the list editor share it. */
export const listQuery = (client: Client, id: string) =>
  queryOptions({ queryKey: listKeys.list(id), queryFn: ({ signal }) => client.lists.get(id, { signal }) });

/** A hashtag (whether the user follows it); a failure is not retried. */
export const tagQuery = (client: Client, name: string) =>
  queryOptions({
    queryKey: tagKeys.tag(name),
    queryFn: ({ signal }) => client.tags.get(name, { signal }),
    retry: false,
  });
