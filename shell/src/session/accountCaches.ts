import { QueryClient } from '@tanstack/react-query';
import { copyAppData } from './clearUserData';

/** The one place the shell makes a QueryClient (one per account, and one for the signed-out visitor). */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
}

/** Cache key of the signed-out visitor. */
export const VISITOR = '';

/**
 * One query cache per account (ARCHITECTURE.md "Several accounts"): a switch shows another cache, so
 * no entry of one account can be read under another, whatever its key. Kept while the page lives, so
 * switching back shows that account's timelines at once; dropped when the account signs out.
 */
export class AccountCaches {
  private readonly clients = new Map<string, QueryClient>();
  constructor(private readonly create: () => QueryClient = createAppQueryClient) {}

  /** The account's cache; a new one starts with the app's own data (loaded remotes) of the others. */
  get(key: string): QueryClient {
    let client = this.clients.get(key);
    if (!client) {
      client = this.create();
      for (const other of this.clients.values()) copyAppData(other, client);
      this.clients.set(key, client);
    }
    return client;
  }

  /** Empties and forgets the account's cache (sign-out). */
  drop(key: string): void {
    const client = this.clients.get(key);
    if (!client) return;
    client.cancelQueries().catch(() => undefined);
    client.clear();
    this.clients.delete(key);
  }

  keys(): string[] {
    return [...this.clients.keys()];
  }
}
