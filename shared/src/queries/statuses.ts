import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { importStatus } from '../cache/importer';

type Client = Pick<ApiClient, 'statuses' | 'reactions' | 'timelines' | 'config'>;

/**
 * Query keys of what hangs off a status (the status itself lives under the entity cache's
 * `['status', id]`) and of status lists that are not live timelines.
 */
export const statusKeys = {
  /** One status asked for by id (the composer's reply and quote). */
  lookup: (id: string | null) => ['statuses', 'lookup', id] as const,
  context: (id: string) => ['statuses', 'context', id] as const,
  history: (baseUrl: string, id: string, editedAt: string | null) =>
    ['statuses', 'history', baseUrl, id, editedAt] as const,
  reactions: (id: string) => ['statuses', 'reactions', id] as const,
  /** The server's translation of a status into `language`. */
  translation: (baseUrl: string, id: string, language: string) =>
    ['statuses', 'translation', baseUrl, id, language] as const,
  /** The server's rendering of a post being written (`params` is the serialized request). */
  preview: (baseUrl: string, params: string) => ['statuses', 'preview', baseUrl, params] as const,
  /** An account's statuses (`name`: user, replies or media). */
  ofAccount: (name: string, userId: string) => ['statuses', 'account', name, userId] as const,
  pinned: (userId: string) => ['statuses', 'pinned', userId] as const,
  favourites: () => ['statuses', 'favourites'] as const,
};

/** The thread around a status; its statuses are imported into the entity cache. */
export const statusContextQuery = (client: Client, queryClient: QueryClient, id: string) =>
  queryOptions({
    queryKey: statusKeys.context(id),
    queryFn: async ({ signal }) => {
      const answer = await client.statuses.context(id, { signal });
      return {
        ancestors: answer.ancestors.map((status) => importStatus(queryClient, status)),
        descendants: answer.descendants.map((status) => importStatus(queryClient, status)),
      };
    },
  });

/** The versions of an edited status; a new edit (`editedAt`) asks again. A failure shows at once. */
export const statusHistoryQuery = (client: Client, id: string, editedAt: string | null) =>
  queryOptions({
    queryKey: statusKeys.history(client.config.baseUrl, id, editedAt),
    queryFn: ({ signal }) => client.statuses.history(id, { signal }),
    retry: false,
  });

/**
 * A status translated into `language`, kept per status and language; a failure shows at once. The request
 * is cancelled when its last reader goes away (react-query aborts `signal`).
 */
export const statusTranslationQuery = (client: Client, id: string, language: string) =>
  queryOptions({
    queryKey: statusKeys.translation(client.config.baseUrl, id, language),
    queryFn: ({ signal }) => client.statuses.translate(id, language, {}, { signal }),
    retry: false,
    staleTime: Infinity,
  });

/** Who reacted with what, fresh for 30 s. */
export const reactionsQuery = (client: Client, id: string) =>
  queryOptions({
    queryKey: statusKeys.reactions(id),
    queryFn: ({ signal }) => client.reactions.list(id, { signal }),
    staleTime: 30_000,
  });
