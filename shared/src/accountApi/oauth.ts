import { AccountSchema } from '../api_types/account';
import {
  OAuthAppInfoSchema,
  OAuthAppSchema,
  OAuthErrorSchema,
  OAuthTokenEntrySchema,
  OAuthTokenSchema,
  type WireOAuthApp,
  type WireOAuthAppInfo,
  type WireOAuthToken,
  type WireOAuthTokenEntry,
} from '../api_types/oauth';
import { parseMaybe } from '../api_types/parse';
import { normalizeUser, type User } from '../models/user';
import { ApiError } from './errors';
import { buildUrl } from './http';
import { callList, callOne, callVoid, seg } from './call';
import type { ApiClientConfig, CallOptions } from './context';
import { toUrlEncoded, type FormFields } from './form';
import {
  DEFAULT_SCOPES,
  type AuthorizeParams,
  type CreateAppParams,
  type MfaChallengeParams,
  type RevokeParams,
  type TokenParams,
} from './params/oauth';

/** The token endpoint either hands out a token or says why not (spec §8 Login). */
export type TokenResult =
  | { ok: true; token: WireOAuthToken }
  | {
      ok: false;
      status: number;
      /** Error text to show in the form (`mfa_required` opens the two-factor form). */
      error: string;
      /** e.g. `password_reset_required`. */
      identifier?: string;
      mfa_token?: string;
    };

/** OAuth app registration, tokens, two-factor challenge and token management (spec §7 OAuth). */
export function createOAuthApi(config: ApiClientConfig) {
  const tokenCall = async (path: string, fields: FormFields, options?: CallOptions): Promise<TokenResult> => {
    try {
      const token = await callOne(config, path, OAuthTokenSchema, {
        method: 'POST',
        form: toUrlEncoded(fields),
        anonymous: true,
        ...options,
      });
      return { ok: true, token };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const body = parseMaybe(OAuthErrorSchema, error.body);
      if (!body?.error && !body?.identifier) throw error;
      return {
        ok: false,
        status: error.status,
        error: body.error ?? body.error_description ?? error.message,
        ...(body.identifier ? { identifier: body.identifier } : {}),
        ...(body.mfa_token ? { mfa_token: body.mfa_token } : {}),
      };
    }
  };

  return {
    createApp: (params: CreateAppParams, options?: CallOptions): Promise<WireOAuthApp> =>
      callOne(config, '/api/v1/apps', OAuthAppSchema, {
        method: 'POST',
        form: toUrlEncoded({ scopes: DEFAULT_SCOPES, ...params }),
        anonymous: true,
        ...options,
      }),
    token: (params: TokenParams, options?: CallOptions) => tokenCall('/oauth/token', { ...params }, options),
    mfaChallenge: (params: MfaChallengeParams, options?: CallOptions) =>
      tokenCall('/oauth/mfa/challenge', { ...params }, options),
    revoke: (params: RevokeParams, options?: CallOptions) =>
      callVoid(config, '/oauth/revoke', { method: 'POST', form: toUrlEncoded({ ...params }), ...options }),
    /** Address to send the browser to for the authorization-code flow. */
    authorizeUrl: (params: AuthorizeParams): string =>
      buildUrl(config.baseUrl, '/oauth/authorize', { response_type: 'code', scope: DEFAULT_SCOPES, ...params }),
    tokens: (options?: CallOptions): Promise<WireOAuthTokenEntry[]> =>
      callList(config, '/api/oauth_tokens.json', OAuthTokenEntrySchema, options),
    revokeToken: (id: string, options?: CallOptions) =>
      callVoid(config, `/api/oauth_tokens/${seg(id)}`, { method: 'DELETE', ...options }),
    /** The app behind the token (Mastodon before 4.3 gives its VAPID key here as `vapid_key`). */
    verifyApp: (options?: CallOptions): Promise<WireOAuthAppInfo> =>
      callOne(config, '/api/v1/apps/verify_credentials', OAuthAppInfoSchema, options),
    verifyCredentials: (options?: CallOptions): Promise<User> =>
      callOne(config, '/api/v1/accounts/verify_credentials', AccountSchema, options, normalizeUser),
  };
}
export type OAuthApi = ReturnType<typeof createOAuthApi>;
