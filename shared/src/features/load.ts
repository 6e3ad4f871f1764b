import type { ApiClient } from '../api/client';
import { detectCapabilities, type Capabilities } from './capabilities';

/**
 * Fetch nodeinfo and /api/v1/instance once and decide the capabilities. A failing source is
 * logged and treated as absent (startup failures are only logged, spec §8).
 */
export async function loadCapabilities(
  client: Pick<ApiClient, 'instance'>,
  signal?: AbortSignal,
): Promise<Capabilities> {
  const [nodeinfo, instance] = await Promise.all([
    client.instance.nodeinfo({ signal }).catch((error: unknown) => {
      console.warn('Could not load nodeinfo', error);
      return null;
    }),
    client.instance.get({ signal }).catch((error: unknown) => {
      console.warn('Could not load instance', error);
      return null;
    }),
  ]);
  return detectCapabilities({ nodeinfo, instance });
}
