// `@fedi/shared/account-api`: the calls only the sign-in, the settings and web push make — OAuth apps and
// tokens, account settings (imports, password, e-mail, aliases, backups, deletion), two-factor, settings
// profiles, the push subscription and the sign-up captcha query. Not in the shared index and not an MF shared module: bundled into
// what uses it (the shell's sign-in and signed-in chunks, the settings remote), so a first load carries
// none of it. It calls through the index's call layer with the session's client config (its token rules,
// origin guard, missing endpoints and the index's own error classes), so `errorText` knows its errors.
import type { Caller } from './api';
import { createPushApi } from './push';

export { accountApi, type AccountApi, type Caller } from './api';
export { captchaQuery } from '../queries/captcha';
/** Only the push calls (the shell's web push, which needs nothing else of these). */
export const pushApi = ({ config }: Caller) => createPushApi(config);

export type { AccountSettingsApi } from './accountSettings';
export type { MfaApi } from './mfa';
export type { OAuthApi, TokenResult } from './oauth';
export type { PushApi } from './push';
export type { SettingsProfile, SettingsProfilesApi } from './settingsProfiles';
export type {
  WireBackup,
  WireCaptcha,
  WireOAuthApp,
  WireOAuthAppInfo,
  WireOAuthToken,
  WireOAuthTokenEntry,
  WirePushSubscription,
  WireSettingsProfileEntry,
} from './schemas';
