import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { AccountSearchParams } from '../api/params';
import { importEntities } from '../cache/importer';

type Client = Pick<ApiClient, 'accounts' | 'timelines' | 'config'>;

/**
 * Query keys of account lookups and of the lists around an account (the accounts themselves live under
 * the entity cache's `['account', id]`).
 */
export const accountKeys = {
  /** The signed-in user's own account (verify_credentials: default scope, locked). */
  own: (baseUrl: string, userId: string | undefined) => ['accounts', 'own', baseUrl, userId] as const,
  /** A profile opened by id or by nickname. */
  profile: (id: string, name: string) => ['accounts', 'profile', id, name] as const,
  /** `name@host` resolved through search (/remote-users/…). */
  resolve: (acct: string) => ['accounts', 'resolve', acct] as const,
  search: (baseUrl: string, params: AccountSearchParams) => ['accounts', 'search', baseUrl, params] as const,
  /** The staff accounts of the about page, by their nicknames or URLs. */
  staff: (accounts: readonly string[]) => ['accounts', 'staff', accounts] as const,
  suggestions: (baseUrl: string) => ['accounts', 'suggestions', baseUrl] as const,
  /** Every server's who-to-follow list (a follow takes the account out of each). */
  allSuggestions: () => ['accounts', 'suggestions'] as const,
  followers: (id: string) => ['accounts', 'followers', id] as const,
  following: (id: string) => ['accounts', 'following', id] as const,
  followedTags: () => ['accounts', 'followed-tags'] as const,
  /** The other signed-in accounts' unread notifications (their keys and the counted types, joined). */
  otherUnread: (accountKeys: string, types: string) => ['accounts', 'other-unread', accountKeys, types] as const,
  /** The ids the viewer blocks or mutes (timelines' "mentions a blocked or muted user" rule). */
  blocksAndMutes: (viewerId: string | null) => ['accounts', 'blocks-and-mutes', viewerId] as const,
};

/** Who to follow (GET /api/v1/suggestions), the accounts imported: the shell's panel and the people page share it. */
export const suggestionsQuery = (client: Client, queryClient: QueryClient) =>
  queryOptions({
    queryKey: accountKeys.suggestions(client.config.baseUrl),
    queryFn: async ({ signal }) => {
      const users = await client.accounts.suggestions({ signal });
      importEntities(queryClient, { accounts: users });
      return users;
    },
  });
