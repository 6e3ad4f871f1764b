import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { prefetchStartupData, setRestrictedNicknames, useApiClient, useInstanceConfig } from '@fedi/shared';

/**
 * Starts the startup calls of spec §7 once per server: the instance configuration (instance, nodeinfo,
 * frontend configurations, config.json), custom emoji, sticker packs and styles. Each failure is only
 * logged; everything that reads them waits on the same queries. Also hands the restricted nicknames to
 * the shared user-link rule.
 */
export function StartupData() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { config } = useInstanceConfig();
  const baseUrl = client.config.baseUrl;
  useEffect(() => {
    void prefetchStartupData(queryClient, client);
    // The data belongs to the server: a new client for the same server (sign-in) changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, baseUrl]);
  // User links of every remote (`profilePath`) keep restricted nicknames off the app's own routes.
  useEffect(() => setRestrictedNicknames(config.restrictedNicknames), [config.restrictedNicknames]);
  return null;
}
