import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../cache/apiClientContext';
import { deriveInstanceConfig, type InstanceConfig } from './instanceConfig';
import { instanceConfigQuery } from '../queries/instance';

const UNKNOWN = deriveInstanceConfig({});

/** The instance configuration, loaded once per server; defaults apply until it has arrived. */
export function useInstanceConfig(): { config: InstanceConfig; loaded: boolean } {
  const client = useApiClient();
  const query = useQuery(instanceConfigQuery(client));
  return { config: query.data ?? UNKNOWN, loaded: query.isSuccess };
}
