import { ApiError, type ApiClient } from '@fedi/shared';
import { accountApi } from '@fedi/shared/account-api';
import { ensureApp } from './oauth';
import type { SecondFactor } from './TwoFactorForm';

/** POST /oauth/mfa/challenge: the code (totp or recovery) for the pending login; answers the access token. */
export async function mfaChallenge(
  client: ApiClient,
  mfaToken: string,
  code: string,
  type: SecondFactor,
): Promise<string> {
  const app = await ensureApp(client);
  const result = await accountApi(client).oauth.mfaChallenge({
    client_id: app.clientId,
    client_secret: app.clientSecret,
    mfa_token: mfaToken,
    code,
    challenge_type: type,
  });
  if (result.ok) return result.token.access_token;
  throw new ApiError(result.status, { error: result.error });
}
