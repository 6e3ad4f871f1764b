import type { QueryClient } from '@tanstack/react-query';
import { instanceKeys, remoteModuleKeys } from '@fedi/shared';

/** Query keys that belong to the app, not to a person: kept across sign-in and sign-out (the server's capabilities too). */
const APP_KEYS = new Set<unknown>([
  remoteModuleKeys.manifest()[0],
  remoteModuleKeys.module('', '')[0],
  instanceKeys.capabilities('')[0],
]);

/** A query that belongs to the person (not to the app): cleared on sign-in and sign-out. */
export const isUserQuery = (query: { queryKey: readonly unknown[] }): boolean =>
  !APP_KEYS.has(String(query.queryKey[0]));

export function clearUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: isUserQuery });
}

/** Copies the app's own data (loaded remotes, manifest, capabilities) into another account's cache: nothing of a person. */
export function copyAppData(from: QueryClient, to: QueryClient): void {
  for (const query of from.getQueryCache().getAll()) {
    if (isUserQuery(query) || query.state.status !== 'success') continue;
    if (to.getQueryState(query.queryKey)?.status === 'success') continue;
    // An updater: the data may itself be a function (a loaded component), which setQueryData would call.
    const data = query.state.data;
    to.setQueryData(query.queryKey, () => data, { updatedAt: query.state.dataUpdatedAt });
  }
}
