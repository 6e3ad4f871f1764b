import type { QueryClient } from '@tanstack/react-query';
import { createAppQueryClient } from '../app/queryClient';
import { copyAppData } from './clearUserData';

/**
 * One query cache per account key (ARCHITECTURE.md "Several accounts"; `''` is the signed-out visitor):
 * a switch shows another cache, so no entry of one account can be read under another, whatever its
 * key. Kept while the page lives, so switching back shows that account's timelines at once; dropped
 * when the account signs out.
 */
export type AccountCaches = Map<string, QueryClient>;

/** The account's cache; a new one starts with the app's own data (loaded remotes) of the others. */
export function cacheFor(caches: AccountCaches, key: string, create = createAppQueryClient): QueryClient {
  let client = caches.get(key);
  if (!client) {
    client = create();
    for (const other of caches.values()) copyAppData(other, client);
    caches.set(key, client);
  }
  return client;
}

/** Empties and forgets the account's cache (sign-out). */
export function dropCache(caches: AccountCaches, key: string): void {
  caches.get(key)?.clear();
  caches.delete(key);
}
