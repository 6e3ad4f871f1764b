// `@fedi/shared/queries`: query factories and keys that only some screens use (lists, follow requests,
// announcements, chats, reports, the composer's lookups). Not in the shared index and not an MF shared
// module: each remote that imports one bundles it (a few lines each). Everything with state or identity
// (the entity cache's importers, the keys the index's own queries share) comes from the index.
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  accountKeys,
  announcementKeys,
  CHAT_LIST_PAGE_SIZE,
  chatKeys,
  compareIds,
  followRequestKeys,
  importEntities,
  importStatus,
  instanceKeys,
  patchStatus,
  POLL_INTERVALS,
  listKeys,
  reportKeys,
  statusKeys,
  type AccountSearchParams,
  type Announcement,
  type ApiClient,
  type ChatMessage,
  type CreateStatusParams,
  type Page,
  type Status,
} from '@fedi/shared';

export { announcementKeys, CHAT_LIST_PAGE_SIZE, listKeys, reportKeys, statusKeys };

/** Messages asked per page of a conversation (Pleroma's default). */
export const CHAT_MESSAGES_PAGE_SIZE = 20;

/** Query keys of emoji data other than the instance's custom emoji (`startupKeys.customEmoji`). */
export const emojiKeys = {
  /** The composer's Unicode emoji table (bundled with the composer, loaded on first use). */
  unicode: () => ['emoji', 'unicode'] as const,
};

/** Query keys of the search page (its loading stays with the people remote, which pages and shapes the results). */
export const searchKeys = {
  first: (query: string) => ['search', query] as const,
};

/** The signed-in user's own account, fresh for 5 minutes. */
export const ownAccountQuery = (client: ApiClient, userId: string | undefined) =>
  queryOptions({
    queryKey: accountKeys.own(client.config.baseUrl, userId),
    queryFn: ({ signal }) => client.accounts.verifyCredentials({ signal }),
    staleTime: 5 * 60_000,
    enabled: Boolean(userId),
    retry: false,
  });

/** Accounts matching a search (the composer's mention autocomplete). */
export const accountSearchQuery = (client: ApiClient, params: AccountSearchParams) =>
  queryOptions({
    queryKey: accountKeys.search(client.config.baseUrl, params),
    queryFn: ({ signal }) => client.accounts.search(params, { signal }),
  });

/** Every announcement for an admin, inactive ones too (merged with the list by `mergeAdminAnnouncements`). */
export const adminAnnouncementsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: announcementKeys.admin(client.config.baseUrl),
    queryFn: ({ signal }) => client.announcements.adminList({ signal }),
    refetchInterval: POLL_INTERVALS.announcements,
  });

/** Mark one announcement read (or unread again, for a rollback) in the cached list. */
export function setAnnouncementRead(
  queryClient: QueryClient,
  client: ApiClient,
  userId: string | null,
  id: string,
  read: boolean,
): void {
  queryClient.setQueryData<Announcement[]>(announcementKeys.list(client.config.baseUrl, userId), (all) =>
    all?.map((entry) => (entry.id === id ? { ...entry, read } : entry)),
  );
}

/** The chat with one account, opened (or created) with `by-account-id`. */
export const chatByAccountQuery = (client: ApiClient, userId: string | null, accountId: string) =>
  queryOptions({
    queryKey: chatKeys.byAccount(client.config.baseUrl, userId, accountId),
    queryFn: ({ signal }) => client.chats.byAccount(accountId, { signal }),
    staleTime: Infinity,
    retry: false,
  });

/** The loaded part of a conversation: oldest first, and where the next older page starts (null: none). */
export interface ChatMessagesData {
  messages: ChatMessage[];
  older: string | null;
}

/** Where the next older page starts after this one (null: it was the last). */
export function olderCursor(page: Page<ChatMessage>): string | null {
  if (page.items.length < CHAT_MESSAGES_PAGE_SIZE) return null;
  return page.next ?? page.items.reduce((min, m) => (compareIds(m.id, min) < 0 ? m.id : min), page.items[0]!.id);
}

/**
 * The newest page of a conversation. Kept (no refetch on focus): newer messages come from the stream,
 * the poller or a gap fill (`fetchNewerChatMessages`), older ones from `loadOlderChatMessages`.
 */
export const chatMessagesQuery = (client: ApiClient, userId: string | null, chatId: string) =>
  queryOptions({
    queryKey: chatKeys.messages(client.config.baseUrl, userId, chatId),
    queryFn: async ({ signal }): Promise<ChatMessagesData> => {
      const page = await client.chats.messages(chatId, { limit: CHAT_MESSAGES_PAGE_SIZE }, { signal });
      return { messages: [...page.items].sort((a, b) => compareIds(a.id, b.id)), older: olderCursor(page) };
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** The pending follow requests, page by page (max_id), their accounts imported into the entity cache. */
export const followRequestsQuery = (client: ApiClient, queryClient: QueryClient) =>
  infiniteQueryOptions({
    queryKey: followRequestKeys.list(client.config.baseUrl),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const page = await client.followRequests.list(pageParam ? { max_id: pageParam } : {}, { signal });
      importEntities(queryClient, { accounts: page.items });
      return page;
    },
    getNextPageParam: (last) => (last.items.length > 0 ? last.next : undefined),
  });

/** The raw nodeinfo (the about page's federation policies); a failure is shown, not retried. */
export const nodeinfoQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: instanceKeys.nodeinfo(client.config.baseUrl),
    queryFn: ({ signal }) => client.instance.nodeinfo({ signal }),
    retry: false,
  });

/** Every list of the user. */
export const listsQuery = (client: ApiClient) =>
  queryOptions({ queryKey: listKeys.mine(), queryFn: ({ signal }) => client.lists.all({ signal }) });

/** Every member of a list (`limit: 0`). */
export const listAccountsQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: listKeys.accounts(id),
    queryFn: ({ signal }) => client.lists.accounts(id, { limit: 0 }, { signal }),
  });

/** The reported user's recent statuses (with replies) to pick from. */
export const reportStatusesQuery = (client: ApiClient, userId: string) =>
  queryOptions({
    queryKey: reportKeys.statusesOf(userId),
    queryFn: ({ signal }) => client.timelines.fetch({ name: 'replies', userId }, {}, { signal }),
  });

/** One status by id, fresh for a minute. */
export const statusQuery = (client: ApiClient, id: string | null) =>
  queryOptions({
    queryKey: statusKeys.lookup(id),
    queryFn: ({ signal }) => client.statuses.get(id as string, { signal }),
    enabled: Boolean(id),
    staleTime: 60_000,
  });

/**
 * A status the composer just created or edited, into the entity cache (one cache, every view: a thread, a
 * timeline and a profile show the new text or the new reply without a reload). A new reply adds one to
 * its cached parent's reply count; an edit changes no count. Returns the cached status.
 */
export function importPostedStatus(
  queryClient: QueryClient,
  status: Status,
  { created }: { created: boolean },
): Status {
  const stored = importStatus(queryClient, status);
  if (created && status.in_reply_to_id) {
    patchStatus(queryClient, status.in_reply_to_id, (parent) => ({ replies_count: parent.replies_count + 1 }));
  }
  return stored;
}

/** The server's preview of a post (`preview: true` in `params`, a JSON string); kept per text. */
export const statusPreviewQuery = (client: ApiClient, params: string, options: { urlencoded?: boolean } = {}) =>
  queryOptions({
    queryKey: statusKeys.preview(client.config.baseUrl, params),
    queryFn: ({ signal }) =>
      client.statuses.create(JSON.parse(params) as CreateStatusParams, { signal, urlencoded: options.urlencoded }),
    retry: false,
    staleTime: Infinity,
  });

/** An account's pinned statuses. */
export const pinnedStatusesQuery = (client: ApiClient, userId: string) =>
  queryOptions({
    queryKey: statusKeys.pinned(userId),
    queryFn: ({ signal }) => client.timelines.account(userId, { pinned: true }, { signal }),
  });
