import { queryOptions } from '@tanstack/react-query';
import { accountApi } from '../accountApi/api';
import type { Caller } from '../accountApi/api';
import { registrationKeys } from './registration';

// Part of `@fedi/shared/account-api` (the sign-up page is its only reader), not of the index.
/** The sign-up captcha; never reused (`gcTime: 0`), a new one comes with `refetch()`. */
export const captchaQuery = (client: Caller) =>
  queryOptions({
    queryKey: registrationKeys.captcha(client.config.baseUrl),
    queryFn: ({ signal }) => accountApi(client).accountSettings.captcha({ signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
