import type { ApiClient } from '../api/client';
import { deriveInstanceConfig, vapidPublicKeyOf, type InstanceConfig } from './instanceConfig';

function logged<T>(what: string, promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    console.warn(`Could not load ${what}`, error);
    return null;
  });
}

/** Startup data (spec §7 Startup): each failure is logged and the app goes on with defaults. */
export async function loadInstanceConfig(
  client: Pick<ApiClient, 'instance' | 'config'>,
  signal?: AbortSignal,
): Promise<InstanceConfig> {
  const instanceCall = logged('instance', client.instance.get({ signal }));
  // Mastodon keeps its VAPID key in /api/v2/instance: asked only when v1 has none (not on Pleroma/Akkoma).
  const instanceV2Call = logged(
    'instance (v2)',
    instanceCall.then((instance) => (vapidPublicKeyOf(instance) ? null : client.instance.getV2({ signal }))),
  );
  const [instance, instanceV2, nodeinfo, frontend, staticConfig] = await Promise.all([
    instanceCall,
    instanceV2Call,
    logged('nodeinfo', client.instance.nodeinfo({ signal })),
    logged('frontend configurations', client.instance.frontendConfigurations({ signal })),
    logged('static config', client.instance.staticFile('config.json', { signal })),
  ]);
  const staticObject =
    staticConfig && typeof staticConfig === 'object' ? (staticConfig as Record<string, unknown>) : null;
  return deriveInstanceConfig(
    { instance, instanceV2, nodeinfo, frontend, staticConfig: staticObject },
    client.config.baseUrl,
  );
}
