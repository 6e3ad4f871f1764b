import { ApiError, NetworkError, serverErrorText } from '@fedi/shared';
import { LoginError } from './oauth';

type T = (key: string, options?: Record<string, unknown>) => string;

/** Spec §8 Login: 401 → wrong credentials, the token endpoint's text as is, connection failure, else generic. */
export function loginErrorText(error: unknown, t: T): string {
  if (error instanceof NetworkError) return t('login.connection_failed');
  if (error instanceof LoginError) {
    if (error.kind === 'unsupported') return t('login.password_grant_unsupported');
    if (error.status === 401) return t('login.wrong_credentials');
    return error.message || t('login.generic_error');
  }
  if (error instanceof ApiError) {
    if (error.status === 401) return t('login.wrong_credentials');
    return serverErrorText(error.body) ?? t('login.generic_error');
  }
  return t('login.generic_error');
}

/** The oauth-callback page: same catalogue, with the token endpoint's refusal named as such. */
export function callbackErrorText(error: unknown, t: T): string {
  if (error instanceof LoginError) return t('login.oauth_code_rejected', { error: error.message });
  return loginErrorText(error, t);
}
