import { createAccountSettingsApi } from './accountSettings';
import type { ApiClient } from '@fedi/shared';
import { createMfaApi } from './mfa';
import { createOAuthApi } from './oauth';
import { createPushApi } from './push';
import { createSettingsProfilesApi } from './settingsProfiles';

/** What these calls need of the session's client: its config (server, token, missing endpoints). */
export type Caller = Pick<ApiClient, 'config'>;

/**
 * These calls on a client: `accountApi(client).mfa.settings()`. They go through the index's call layer
 * with the client's config, so its token rules, origin guard, missing endpoints and errors hold.
 */
export function accountApi({ config }: Caller) {
  return {
    accountSettings: createAccountSettingsApi(config),
    mfa: createMfaApi(config),
    oauth: createOAuthApi(config),
    push: createPushApi(config),
    settingsProfiles: createSettingsProfilesApi(config),
  };
}
export type AccountApi = ReturnType<typeof accountApi>;
