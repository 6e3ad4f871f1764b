import type { QueryClient } from '@tanstack/react-query';
import type { OptionalEndpoint } from '../api/optional';
import { instanceKeys } from '../queries/instance';

export type { OptionalEndpoint } from '../api/optional';
export { isMissingEndpointError, missingEndpointOf, optionalEndpointOf } from '../api/optional';

/** Records that the server at `baseUrl` lacks `name` (useCapabilities() then lists it in `missing`). */
export function recordMissingEndpoint(queryClient: QueryClient, baseUrl: string, name: OptionalEndpoint): void {
  const key = instanceKeys.missingEndpoints(baseUrl);
  const known = queryClient.getQueryData<readonly OptionalEndpoint[]>(key) ?? [];
  if (known.includes(name)) return;
  console.info(`This server has no ${name} endpoint: not offered for this session`);
  queryClient.setQueryData<readonly OptionalEndpoint[]>(key, [...known, name]);
}

/** The optional endpoints recorded missing on `baseUrl` so far. */
export function missingEndpoints(queryClient: QueryClient, baseUrl: string): readonly OptionalEndpoint[] {
  return queryClient.getQueryData<readonly OptionalEndpoint[]>(instanceKeys.missingEndpoints(baseUrl)) ?? [];
}
