import { useMemo, type ReactNode } from 'react';
import { ApiClientProvider, createApiClient, useSession } from '@fedi/shared';

/** Gives every remote the one API client of this session (through `useApiClient()`). */
export function ApiClientBridge({ children }: { children: ReactNode }) {
  const { baseUrl, token } = useSession();
  const client = useMemo(() => createApiClient({ baseUrl, getToken: () => token }), [baseUrl, token]);
  return <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}
