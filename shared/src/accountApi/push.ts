import {
  OAuthAppInfoSchema,
  PushSubscriptionSchema,
  type WireOAuthAppInfo,
  type WirePushSubscription,
} from './schemas';
import { none, one, type Caller } from './call';
import type { CallOptions } from '@fedi/shared';
import type { PushSubscriptionParams } from '../api/params/push';

/** Web push subscription (failures are only logged by callers, spec §8). */
export function createPushApi(client: Caller) {
  return {
    subscribe: (params: PushSubscriptionParams, options?: CallOptions): Promise<WirePushSubscription> =>
      one(client, '/api/v1/push/subscription', PushSubscriptionSchema, {
        method: 'POST',
        json: params,
        ...options,
      }),
    unsubscribe: (options?: CallOptions) => none(client, '/api/v1/push/subscription', { method: 'DELETE', ...options }),
    /** The app behind the token: Mastodon before 4.3 gives its VAPID key here (`vapid_key`), not in the instance. */
    verifyApp: (options?: CallOptions): Promise<WireOAuthAppInfo> =>
      one(client, '/api/v1/apps/verify_credentials', OAuthAppInfoSchema, options),
  };
}
export type PushApi = ReturnType<typeof createPushApi>;
