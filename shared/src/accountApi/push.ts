import { PushSubscriptionSchema, type WirePushSubscription } from '../api_types/misc';
import { callOne, callVoid } from './call';
import type { ApiClientConfig, CallOptions } from './context';
import type { PushSubscriptionParams } from './params/push';

/** Web push subscription (failures are only logged by callers, spec §8). */
export function createPushApi(config: ApiClientConfig) {
  return {
    subscribe: (params: PushSubscriptionParams, options?: CallOptions): Promise<WirePushSubscription> =>
      callOne(config, '/api/v1/push/subscription', PushSubscriptionSchema, {
        method: 'POST',
        json: params,
        ...options,
      }),
    unsubscribe: (options?: CallOptions) =>
      callVoid(config, '/api/v1/push/subscription', { method: 'DELETE', ...options }),
  };
}
export type PushApi = ReturnType<typeof createPushApi>;
