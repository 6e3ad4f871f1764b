// The wire schemas of `@fedi/shared/account-api` alone (OAuth, account settings, two-factor, settings
// profiles, push). Their lenient helpers come from the index, so none of the index's modules is bundled
// twice.
import * as v from 'valibot';
import { bool, dict, idSchema, num, opt, str } from '@fedi/shared';

/** GET /api/v1/pleroma/captcha */
export const CaptchaSchema = v.looseObject({
  type: v.fallback(v.string(), 'none'),
  url: str,
  token: str,
  answer_data: str,
  seconds_valid: num,
});
export type WireCaptcha = v.InferOutput<typeof CaptchaSchema>;

/** GET /api/pleroma/accounts/mfa */
export const MfaSettingsSchema = v.looseObject({
  settings: v.fallback(v.looseObject({ enabled: bool, totp: bool }), {}),
});
export const MfaBackupCodesSchema = v.looseObject({ codes: v.fallback(v.array(v.string()), []) });
export const MfaTotpSetupSchema = v.looseObject({
  key: v.fallback(v.string(), ''),
  provisioning_uri: v.fallback(v.string(), ''),
});

/** Web push subscription. */
export const PushSubscriptionSchema = v.looseObject({
  id: opt(idSchema),
  endpoint: v.string(),
  alerts: opt(v.record(v.string(), v.boolean())),
  server_key: str,
});
export type WirePushSubscription = v.InferOutput<typeof PushSubscriptionSchema>;

/** GET /api/v1/akkoma/frontend_settings/pleroma-fe entries. */
export const SettingsProfileEntrySchema = v.looseObject({ name: v.string(), version: v.fallback(v.number(), 0) });
export type WireSettingsProfileEntry = v.InferOutput<typeof SettingsProfileEntrySchema>;

/** GET /api/v1/pleroma/backups entries. */
export const BackupSchema = v.looseObject({
  id: opt(idSchema),
  content_type: str,
  file_size: num,
  inserted_at: str,
  processed: bool,
  url: str,
  state: str,
});
export type WireBackup = v.InferOutput<typeof BackupSchema>;

/** GET /api/pleroma/aliases */
export const AliasesSchema = v.looseObject({ aliases: v.fallback(v.array(v.string()), []) });

/** Mascot (GET/PUT /api/v1/pleroma/mascot). */
export const MascotSchema = v.looseObject({ id: opt(idSchema), url: str, type: str, pleroma: dict });

/** POST /api/v1/apps answer. */
export const OAuthAppSchema = v.looseObject({
  id: opt(idSchema),
  name: str,
  client_id: v.string(),
  client_secret: v.string(),
  redirect_uri: str,
  vapid_key: str,
});
export type WireOAuthApp = v.InferOutput<typeof OAuthAppSchema>;

/** GET /api/v1/apps/verify_credentials: the app behind a token, without its secrets. */
export const OAuthAppInfoSchema = v.looseObject({
  name: str,
  website: opt(v.nullable(v.string())),
  vapid_key: str,
});
export type WireOAuthAppInfo = v.InferOutput<typeof OAuthAppInfoSchema>;

/** POST /oauth/token success. */
export const OAuthTokenSchema = v.looseObject({
  access_token: v.string(),
  token_type: str,
  scope: str,
  created_at: num,
  expires_in: num,
  refresh_token: str,
  id: opt(idSchema),
  me: str,
});
export type WireOAuthToken = v.InferOutput<typeof OAuthTokenSchema>;

/** POST /oauth/token failure body (Pleroma adds `identifier` and `mfa_token`). */
export const OAuthErrorSchema = v.looseObject({
  error: str,
  error_description: str,
  identifier: str,
  mfa_token: str,
  supported_challenge_types: opt(v.array(v.string())),
});
export type WireOAuthError = v.InferOutput<typeof OAuthErrorSchema>;

/** GET /api/oauth_tokens.json entries. */
export const OAuthTokenEntrySchema = v.looseObject({
  id: idSchema,
  app_name: str,
  valid_until: str,
});
export type WireOAuthTokenEntry = v.InferOutput<typeof OAuthTokenEntrySchema>;
