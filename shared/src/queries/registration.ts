import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

export const registrationKeys = {
  captcha: (baseUrl: string) => ['registration', 'captcha', baseUrl] as const,
};

/** The sign-up captcha; never reused (`gcTime: 0`), a new one comes with `refetch()`. */
export const captchaQuery = (client: Pick<ApiClient, 'accountSettings' | 'config'>) =>
  queryOptions({
    queryKey: registrationKeys.captcha(client.config.baseUrl),
    queryFn: ({ signal }) => client.accountSettings.captcha({ signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
