import type { TFunction } from 'i18next';
import { ApiError } from '@fedi/shared';

/** The `{error}` of spec §8 "Error fetching notifications: {error}". */
export function notificationErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return t(error.messageKey, error.messageArgs);
  return error instanceof Error && error.message ? error.message : t('errors.backend_unavailable');
}
