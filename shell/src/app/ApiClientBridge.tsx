import { useMemo, type ReactNode } from 'react';
import { ApiClientProvider, createApiClient, useSession } from '@fedi/shared';
import { useSessionActions } from '../session/SessionProvider';

/**
 * Gives every remote the one API client of this session (through `useApiClient()`). `fetch` is the
 * page's fetch that answers from the embedded initial results first. A 401 to a call carrying the token
 * ends the session (`tokenRefused`).
 */
export function ApiClientBridge({ fetch, children }: { fetch?: typeof globalThis.fetch; children: ReactNode }) {
  const { baseUrl, token } = useSession();
  const { tokenRefused } = useSessionActions();
  const client = useMemo(
    () => createApiClient({ baseUrl, getToken: () => token, fetch, onUnauthorized: tokenRefused }),
    [baseUrl, token, fetch, tokenRefused],
  );
  return <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}
