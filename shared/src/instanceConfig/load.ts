import type { ApiClient } from '../api/client';
import { deriveInstanceConfig, type InstanceConfig } from './instanceConfig';

function logged<T>(what: string, promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    console.warn(`Could not load ${what}`, error);
    return null;
  });
}

/** Startup data (spec §7 Startup): each failure is logged and the app goes on with defaults. */
export async function loadInstanceConfig(client: Pick<ApiClient, 'instance' | 'config'>, signal?: AbortSignal): Promise<InstanceConfig> {
  const [instance, nodeinfo, frontend, staticConfig] = await Promise.all([
    logged('instance', client.instance.get({ signal })),
    logged('nodeinfo', client.instance.nodeinfo({ signal })),
    logged('frontend configurations', client.instance.frontendConfigurations({ signal })),
    logged('static config', client.instance.staticFile('config.json', { signal })),
  ]);
  const staticObject = staticConfig && typeof staticConfig === 'object' ? (staticConfig as Record<string, unknown>) : null;
  return deriveInstanceConfig({ instance, nodeinfo, frontend, staticConfig: staticObject }, client.config.baseUrl);
}

export const instanceConfigQueryKey = (baseUrl: string) => ['instance-config', baseUrl] as const;
