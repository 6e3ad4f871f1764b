import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { prefetchStartupData, useApiClient, useInstanceConfig } from '@fedi/shared';

/**
 * Starts the startup calls of spec §7 once per server: the instance configuration (instance, nodeinfo,
 * frontend configurations, config.json), custom emoji, sticker packs and styles. Each failure is only
 * logged; everything that reads them waits on the same queries.
 */
export function StartupData() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useInstanceConfig();
  const baseUrl = client.config.baseUrl;
  useEffect(() => {
    void prefetchStartupData(queryClient, client);
    // The data belongs to the server: a new client for the same server (sign-in) changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, baseUrl]);
  return null;
}
