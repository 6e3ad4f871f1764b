import { useQuery } from '@tanstack/react-query';
import { accountKeys, createApiClient, type Notification } from '@fedi/shared';
import type { StoredAccount } from '../../session/storage';

/** How often the switcher asks the other accounts' servers for their unread count while it is shown. */
export const OTHER_UNREAD_INTERVAL_MS = 60_000;

/** Mastodon ids are numbers written as strings: longer is newer. */
const newer = (id: string, than: string) => id.length > than.length || (id.length === than.length && id > than);

/**
 * Unread notifications of an account that is not the session's, from its own server with its own token:
 * the newest page, counted by Pleroma's `is_seen` or, where the server has no such flag, its marker.
 */
export async function fetchUnreadCount(
  account: StoredAccount,
  types: readonly string[] | undefined,
  signal?: AbortSignal,
): Promise<number> {
  const client = createApiClient({ baseUrl: account.baseUrl, getToken: () => account.token });
  const page = await client.notifications.list({}, { signal });
  const counted = (item: Notification) => !types || types.includes(item.type);
  if (page.items.every((item) => item.is_seen !== undefined))
    return page.items.filter((item) => counted(item) && item.is_seen === false).length;
  const lastRead = (await client.notifications.markers(['notifications'], { signal })).notifications?.last_read_id;
  return page.items.filter((item) => counted(item) && (!lastRead || newer(item.id, lastRead))).length;
}

const NONE: Record<string, number> = {};

/**
 * The unread counts of the given accounts by key, asked now and every minute while shown (one query:
 * react-query's retries and `Retry-After`). An account whose server fails has no count, and says so in
 * the console.
 */
export function useOtherUnread(accounts: StoredAccount[], types: readonly string[] | undefined) {
  const keys = accounts.map((account) => account.key);
  const query = useQuery({
    queryKey: accountKeys.otherUnread(keys.join('\n'), types?.join(',') ?? ''),
    queryFn: async ({ signal }) => {
      const counts: Record<string, number> = {};
      const answers = await Promise.allSettled(accounts.map((account) => fetchUnreadCount(account, types, signal)));
      answers.forEach((answer, at) => {
        if (answer.status === 'fulfilled') counts[keys[at]!] = answer.value;
        else if (!signal.aborted) console.warn('Could not count unread notifications', answer.reason);
      });
      return counts;
    },
    enabled: accounts.length > 0,
    refetchInterval: OTHER_UNREAD_INTERVAL_MS,
    staleTime: OTHER_UNREAD_INTERVAL_MS,
  });
  return query.data ?? NONE;
}
