import { createAccountSettingsApi } from './accountSettings';
import type { Caller } from './call';
import { createMfaApi } from './mfa';
import { createOAuthApi } from './oauth';
import { createPushApi } from './push';
import { createSettingsProfilesApi } from './settingsProfiles';

/** These calls on a client: `accountApi(client).mfa.settings()`. */
export function accountApi(client: Caller) {
  return {
    accountSettings: createAccountSettingsApi(client),
    mfa: createMfaApi(client),
    oauth: createOAuthApi(client),
    push: createPushApi(client),
    settingsProfiles: createSettingsProfilesApi(client),
  };
}
export type AccountApi = ReturnType<typeof accountApi>;
