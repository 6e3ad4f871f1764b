import { createAccountsApi } from './accounts';
import { createAnnouncementsApi } from './announcements';
import { createChatsApi } from './chats';
import { call } from './call';
import type { ApiClientConfig } from './context';
import type { OptionalEndpoint } from './optional';
import type { RequestOptions } from './http';
import { createFollowRequestsApi } from './followRequests';
import { createInstanceApi } from './instance';
import { createListsApi } from './lists';
import { createMediaApi } from './media';
import { createNotificationsApi } from './notifications';
import { createPollsApi } from './polls';
import { createReactionsApi } from './reactions';
import { createReportsApi } from './reports';
import { createSearchApi } from './search';
import { createStatusesApi } from './statuses';
import { createTagsApi } from './tags';
import { createTimelinesApi } from './timelines';

/**
 * The typed client: one namespace per resource, e.g. `client.statuses.favourite(id)`.
 * Entity answers come back normalized (Status, User, Notification…); list answers as
 * `{ items, next, prev }`. The token is read from `config.getToken` on every call. What only the sign-in,
 * the settings and web push call (OAuth, account settings, two-factor, settings profiles, push) is
 * `@fedi/shared/account-api`, built on this client's `call`, so a first load does not carry it.
 */
export function createApiClient(base: ApiClientConfig) {
  // Who hears of an optional endpoint this server lacks (ApiClientProvider records it in the capabilities).
  const missingListeners = new Set<(name: OptionalEndpoint) => void>();
  const config: ApiClientConfig = {
    ...base,
    onMissingEndpoint: (name) => {
      base.onMissingEndpoint?.(name);
      for (const listener of missingListeners) listener(name);
    },
  };
  return {
    config,
    /** Listen for optional endpoints found missing on this server (answers the unsubscribe). */
    onMissingEndpoint: (listener: (name: OptionalEndpoint) => void): (() => void) => {
      missingListeners.add(listener);
      return () => missingListeners.delete(listener);
    },
    /** A raw call through this client (token, timeout, errors): code bundled apart from the index, such as
     * the moderation remote's admin API, calls the server through it. */
    call: (path: string, options?: RequestOptions) => call(config, path, options),
    accounts: createAccountsApi(config),
    announcements: createAnnouncementsApi(config),
    chats: createChatsApi(config),
    followRequests: createFollowRequestsApi(config),
    instance: createInstanceApi(config),
    lists: createListsApi(config),
    media: createMediaApi(config),
    notifications: createNotificationsApi(config),
    polls: createPollsApi(config),
    reactions: createReactionsApi(config),
    reports: createReportsApi(config),
    search: createSearchApi(config),
    statuses: createStatusesApi(config),
    tags: createTagsApi(config),
    timelines: createTimelinesApi(config),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
