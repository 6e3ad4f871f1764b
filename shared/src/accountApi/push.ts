import {
  OAuthAppInfoSchema,
  PushSubscriptionSchema,
  type WireOAuthAppInfo,
  type WirePushSubscription,
} from './schemas';
import { callOne, callVoid, type ApiClientConfig, type CallOptions } from '@fedi/shared';
import type { PushSubscriptionParams } from '../api/params/push';

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
    /** The app behind the token: Mastodon before 4.3 gives its VAPID key here (`vapid_key`), not in the instance. */
    verifyApp: (options?: CallOptions): Promise<WireOAuthAppInfo> =>
      callOne(config, '/api/v1/apps/verify_credentials', OAuthAppInfoSchema, options),
  };
}
export type PushApi = ReturnType<typeof createPushApi>;
