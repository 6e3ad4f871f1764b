import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@fedi/shared';

/** The sign-up captcha (none, native or kocaptcha); `refresh()` fetches a new one (spec §2 new-captcha hint). */
export function useCaptcha() {
  const client = useApiClient();
  const captcha = useQuery({
    queryKey: ['captcha', client.config.baseUrl],
    queryFn: ({ signal }) => client.accountSettings.captcha({ signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const type = captcha.data?.type ?? 'none';
  return {
    captcha: type === 'none' ? null : (captcha.data ?? null),
    failed: captcha.isError,
    refresh: () => void captcha.refetch(),
  };
}
