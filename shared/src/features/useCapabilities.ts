import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../cache/apiClientContext';
import { detectCapabilities, type Capabilities } from './capabilities';
import { missingEndpoints, type OptionalEndpoint } from './missing';
import { capabilitiesQuery, instanceKeys } from '../queries/instance';
import { useQueryClient } from '@tanstack/react-query';

const UNKNOWN_SERVER = detectCapabilities({});
const NONE: readonly OptionalEndpoint[] = [];

/**
 * What the current server supports, asked once per server and shared by the shell and every remote, with
 * the optional endpoints found missing during the session (`missing`). Until the answer arrives, the
 * conservative defaults of an unknown (Mastodon-like) server apply.
 */
export function useCapabilities(): Capabilities {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const baseUrl = client.config.baseUrl;
  const query = useQuery(capabilitiesQuery(client));
  // Written by recordMissingEndpoint (never fetched): the queryFn only reads what is recorded.
  const missing = useQuery({
    queryKey: instanceKeys.missingEndpoints(baseUrl),
    queryFn: () => missingEndpoints(queryClient, baseUrl),
    initialData: NONE,
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;
  const capabilities = query.data ?? UNKNOWN_SERVER;
  return useMemo(
    () => (missing.length === 0 ? capabilities : { ...capabilities, missing: [...capabilities.missing, ...missing] }),
    [capabilities, missing],
  );
}
