import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError } from '@fedi/shared';
import { NS } from '../i18n';

/** Text for an error banner: the server's own words, a translated status, or a network failure. */
export function useErrorText() {
  const { t } = useTranslation(NS);
  return useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError) {
        const own = typeof error.body === 'object' && error.body !== null && 'error' in error.body;
        return own ? error.message : t(`composer:${error.messageKey}`, { ...error.messageArgs, defaultValue: error.message });
      }
      if (error instanceof NetworkError) return t('composer.network_error');
      return (error as Error)?.message || String(error);
    },
    [t],
  );
}
