import {
  OAuthAppSchema,
  OAuthErrorSchema,
  OAuthTokenEntrySchema,
  OAuthTokenSchema,
  type WireOAuthApp,
  type WireOAuthToken,
  type WireOAuthTokenEntry,
} from './schemas';
import {
  ApiError,
  buildUrl,
  callList,
  callOne,
  callVoid,
  DEFAULT_SCOPES,
  parseMaybe,
  seg,
  toUrlEncoded,
  type ApiClientConfig,
  type CallOptions,
  type FormFields,
} from '@fedi/shared';
import type { AuthorizeParams, CreateAppParams, MfaChallengeParams, RevokeParams, TokenParams } from '@fedi/shared';

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
  };
}
export type OAuthApi = ReturnType<typeof createOAuthApi>;
