import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../cache/apiClientContext';
import { detectCapabilities, type Capabilities } from './capabilities';
import { capabilitiesQuery } from '../queries/instance';

const UNKNOWN_SERVER = detectCapabilities({});

/**
 * What the current server supports, asked once per server and shared by the shell and every remote.
 * Until the answer arrives, the conservative defaults of an unknown (Mastodon-like) server apply.
 */
export function useCapabilities(): Capabilities {
  const client = useApiClient();
  const query = useQuery(capabilitiesQuery(client));
  return query.data ?? UNKNOWN_SERVER;
}
