import { createApiClient, type OpenElsewhereTarget } from '@fedi/shared';
import type { StoredAccount } from './storage';

/** No post or user of that address could be found from the other account's server. */
export class NotResolvedError extends Error {
  constructor(url: string) {
    super(`Not found from the other account: ${url}`);
    this.name = 'NotResolvedError';
  }
}

/**
 * Finds a post or user on the account's own server (search with `resolve=true`: the server fetches it
 * when it does not know it yet) with that account's token, and answers the app path that opens it there.
 */
export async function resolveOnAccount(account: StoredAccount, target: OpenElsewhereTarget): Promise<string> {
  const client = createApiClient({ baseUrl: account.baseUrl, getToken: () => account.token });
  const results = await client.search.search({
    q: target.url,
    resolve: true,
    type: target.kind === 'status' ? 'statuses' : 'accounts',
    limit: 1,
  });
  if (target.kind === 'status') {
    const status = results.statuses[0];
    if (!status) throw new NotResolvedError(target.url);
    return `/notice/${encodeURIComponent(status.id)}`;
  }
  const user = results.accounts[0];
  if (!user) throw new NotResolvedError(target.url);
  return `/users/${encodeURIComponent(user.id)}`;
}
