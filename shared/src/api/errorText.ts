import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaError } from '../api_types/parse';
import { SHARED_NS } from '../i18n/sharedLocales';
import { ApiError, NetworkError, serverErrorText, statusMessage } from './errors';

/** Any `t` of the one i18next instance (the keys carry their namespace). */
export type Translate = (key: string, args?: Record<string, unknown>) => string;

/**
 * The one way to turn a failure into text for a person (spec §8), translated:
 * - no answer: "Failed to connect to server", or the timeout text when the request timed out;
 * - a 4xx answer (except 429) whose body says what was wrong (`{ "error": "…" }`): the server's own text;
 * - otherwise by status: 401, 403, 404, 410, 413, 422, 429 'You are rate limited', 500 'Internal Server
 *   Error', 503 'The backend is not available', any other 'Unexpected status: {code}';
 * - an answer the app cannot read (`SchemaError`: not JSON, or not the entity asked for): its own text;
 * - anything else thrown (a bug, an abort): the generic error.
 * Wrappers ('Error fetching timeline: {error}', …) put this text into their own message.
 */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof NetworkError) return t(`${SHARED_NS}:errors.${error.timedOut ? 'timed_out' : 'network'}`);
  if (error instanceof ApiError) {
    const own =
      error.status >= 400 && error.status < 500 && error.status !== 429 ? serverErrorText(error.body) : undefined;
    if (own) return own;
    const { key, args } = statusMessage(error.status);
    return t(`${SHARED_NS}:errors.${key}`, args);
  }
  if (error instanceof SchemaError) return t(`${SHARED_NS}:errors.bad_response`);
  return t(`${SHARED_NS}:errors.generic`);
}

/** `errorText` with this component's translation. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation(SHARED_NS);
  return useCallback((error: unknown) => errorText(error, t as Translate), [t]);
}
