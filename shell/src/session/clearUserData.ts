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
