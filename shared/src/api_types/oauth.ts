import * as v from 'valibot';
import { idSchema, num, opt, str } from './common';

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
