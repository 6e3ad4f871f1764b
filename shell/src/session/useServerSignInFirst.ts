import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { capabilitiesQuery, createApiClient, type Capabilities } from '@fedi/shared';

/** Servers known to have no OAuth password grant: their users sign in on the server's own page. */
export function lacksPasswordGrant(capabilities: Pick<Capabilities, 'dialect'>): boolean {
  return capabilities.dialect === 'snac';
}

/**
 * Whether the login page should lead with the server-page sign-in, from the capabilities of the server
 * signed in to (`server`, a base URL from `serverBase`: `''` is the app's own, whatever server the active
 * account is on; its capabilities are the ones the app already asked for).
 */
export function useServerSignInFirst(server: string): boolean {
  const client = useMemo(() => createApiClient({ baseUrl: server, getToken: () => null }), [server]);
  const capabilities = useQuery(capabilitiesQuery(client));
  return capabilities.data ? lacksPasswordGrant(capabilities.data) : false;
}
