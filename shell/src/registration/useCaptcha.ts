import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@fedi/shared';
import { captchaQuery } from '@fedi/shared/account-api';

/** The sign-up captcha (none, native or kocaptcha); `refresh()` fetches a new one (spec §2 new-captcha hint). */
export function useCaptcha() {
  const client = useApiClient();
  const captcha = useQuery(captchaQuery(client));
  const type = captcha.data?.type ?? 'none';
  return {
    captcha: type === 'none' ? null : (captcha.data ?? null),
    failed: captcha.isError,
    refresh: () => void captcha.refetch(),
  };
}
