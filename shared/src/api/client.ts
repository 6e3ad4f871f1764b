import { createAccountSettingsApi } from './accountSettings';
import { createAccountsApi } from './accounts';
import { createAdminApi } from './admin';
import { createAnnouncementsApi } from './announcements';
import { createChatsApi } from './chats';
import type { ApiClientConfig } from './context';
import { createFollowRequestsApi } from './followRequests';
import { createInstanceApi } from './instance';
import { createListsApi } from './lists';
import { createMastodonAdminApi } from './mastodonAdmin';
import { createMediaApi } from './media';
import { createMfaApi } from './mfa';
import { createNotificationsApi } from './notifications';
import { createOAuthApi } from './oauth';
import { createPollsApi } from './polls';
import { createPushApi } from './push';
import { createReactionsApi } from './reactions';
import { createReportsApi } from './reports';
import { createSearchApi } from './search';
import { createSettingsProfilesApi } from './settingsProfiles';
import { createStatusesApi } from './statuses';
import { createTagsApi } from './tags';
import { createTimelinesApi } from './timelines';

/**
 * The typed client: one namespace per resource, e.g. `client.statuses.favourite(id)`.
 * Entity answers come back normalized (Status, User, Notification…); list answers as
 * `{ items, next, prev }`. The token is read from `config.getToken` on every call.
 */
export function createApiClient(config: ApiClientConfig) {
  return {
    config,
    accounts: createAccountsApi(config),
    accountSettings: createAccountSettingsApi(config),
    admin: createAdminApi(config),
    announcements: createAnnouncementsApi(config),
    chats: createChatsApi(config),
    followRequests: createFollowRequestsApi(config),
    instance: createInstanceApi(config),
    lists: createListsApi(config),
    mastodonAdmin: createMastodonAdminApi(config),
    media: createMediaApi(config),
    mfa: createMfaApi(config),
    notifications: createNotificationsApi(config),
    oauth: createOAuthApi(config),
    polls: createPollsApi(config),
    push: createPushApi(config),
    reactions: createReactionsApi(config),
    reports: createReportsApi(config),
    search: createSearchApi(config),
    settingsProfiles: createSettingsProfilesApi(config),
    statuses: createStatusesApi(config),
    tags: createTagsApi(config),
    timelines: createTimelinesApi(config),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
