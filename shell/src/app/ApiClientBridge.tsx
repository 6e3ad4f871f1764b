import { useMemo, type ReactNode } from 'react';
import { ApiClientProvider, createApiClient, useSession } from '@fedi/shared';

/**
 * Gives every remote the one API client of this session (through `useApiClient()`). `fetch` is the
 * page's fetch that answers from the embedded initial results first.
 */
export function ApiClientBridge({ fetch, children }: { fetch?: typeof globalThis.fetch; children: ReactNode }) {
  const { baseUrl, token } = useSession();
  const client = useMemo(() => createApiClient({ baseUrl, getToken: () => token, fetch }), [baseUrl, token, fetch]);
  return <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}
