export const DEFAULT_SCOPES = 'read write follow push admin';

export interface CreateAppParams {
  client_name: string;
  redirect_uris: string;
  scopes?: string;
  website?: string;
}

export interface ClientCredentials {
  client_id: string;
  client_secret: string;
}

export type TokenParams = ClientCredentials &
  (
    | { grant_type: 'client_credentials'; scope?: string }
    | { grant_type: 'authorization_code'; code: string; redirect_uri: string }
    | { grant_type: 'password'; username: string; password: string; scope?: string }
    | { grant_type: 'refresh_token'; refresh_token: string }
  );

export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  scope?: string;
  state?: string;
}

export interface MfaChallengeParams extends ClientCredentials {
  mfa_token: string;
  code: string;
  challenge_type: 'totp' | 'recovery';
}

export interface RevokeParams extends ClientCredentials {
  token: string;
}
