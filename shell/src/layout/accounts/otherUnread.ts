import { useEffect, useState } from 'react';
import { createApiClient, type Notification } from '@fedi/shared';
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

/** The unread counts of the given accounts by key, asked now and every minute while mounted. */
export function useOtherUnread(accounts: StoredAccount[], types: readonly string[] | undefined) {
  const [counts, setCounts] = useState<Record<string, number>>({});
  const keys = accounts.map((account) => account.key).join('\n');
  const typeKey = types?.join(',') ?? '';
  useEffect(() => {
    const controller = new AbortController();
    const ask = () => {
      for (const account of accounts)
        fetchUnreadCount(account, types, controller.signal)
          .then((count) => setCounts((before) => ({ ...before, [account.key]: count })))
          .catch((error: unknown) => {
            if (!controller.signal.aborted) console.warn('Could not count unread notifications', error);
          });
    };
    ask();
    const timer = setInterval(ask, OTHER_UNREAD_INTERVAL_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again when the accounts or types change
  }, [keys, typeKey]);
  return counts;
}
