import { useQuery } from '@tanstack/react-query';
import { capabilitiesQuery, type Capabilities } from '@fedi/shared';
import { useSessionActions } from './SessionProvider';

/** Servers known to have no OAuth password grant: their users sign in on the server's own page. */
export function lacksPasswordGrant(capabilities: Pick<Capabilities, 'dialect'>): boolean {
  return capabilities.dialect === 'snac';
}

/** Whether the login page should lead with the server-page sign-in, from the server's capabilities. */
export function useServerSignInFirst(): boolean {
  const { client } = useSessionActions();
  const capabilities = useQuery(capabilitiesQuery(client));
  return capabilities.data ? lacksPasswordGrant(capabilities.data) : false;
}
