import type { QueryClient } from '@tanstack/react-query';

/** Query keys that belong to the app, not to a person: kept across sign-in and sign-out (the server's capabilities too). */
const APP_KEYS = new Set(['remotes-manifest', 'remote-module', 'capabilities']);

export function clearUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !APP_KEYS.has(String(query.queryKey[0])) });
}
