import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { loadCapabilities } from '../features/load';
import { loadInstanceConfig } from '../instanceConfig/load';

type InstanceClient = Pick<ApiClient, 'instance' | 'config'>;

/** Query keys of the server's own data (one entry per server). */
export const instanceKeys = {
  capabilities: (baseUrl: string) => ['capabilities', baseUrl] as const,
  /** The optional endpoints found missing on the server (`features/missing.ts`), under the capabilities. */
  missingEndpoints: (baseUrl: string) => ['capabilities', baseUrl, 'missing'] as const,
  config: (baseUrl: string) => ['instance-config', baseUrl] as const,
  nodeinfo: (baseUrl: string) => ['instance', 'nodeinfo', baseUrl] as const,
  /** A file of /static (`panel.html`, `terms-of-service.html`). */
  staticPage: (baseUrl: string, file: string) => ['instance', 'static', baseUrl, file] as const,
};

const ONCE = { staleTime: Infinity, gcTime: Infinity } as const;

/** What the server supports (nodeinfo + /api/v1/instance), asked once per server. */
export const capabilitiesQuery = (client: InstanceClient) =>
  queryOptions({
    queryKey: instanceKeys.capabilities(client.config.baseUrl),
    queryFn: ({ signal }) => loadCapabilities(client, signal),
    ...ONCE,
  });

/** The instance configuration (spec §3), asked once per server; it also carries the composer's limits and languages. */
export const instanceConfigQuery = (client: InstanceClient) =>
  queryOptions({
    queryKey: instanceKeys.config(client.config.baseUrl),
    queryFn: ({ signal }) => loadInstanceConfig(client, signal),
    ...ONCE,
  });

/**
 * The text of a /static file (`panel.html`): '' when it is missing, not text, or the server's HTML page
 * answered instead (a `<!doctype` document). Not sanitized: the reader sanitizes before showing it.
 */
export const staticPageQuery = (client: InstanceClient, file: string) =>
  queryOptions({
    queryKey: instanceKeys.staticPage(client.config.baseUrl, file),
    queryFn: async ({ signal }) => {
      const data = await client.instance.staticFile(file, { signal });
      return typeof data === 'string' && !/^\s*<!doctype/i.test(data) ? data : '';
    },
    staleTime: Infinity,
    retry: false,
  });
