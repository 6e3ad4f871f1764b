import { useMemo, type ReactNode } from 'react';
import { ApiClientProvider, createApiClient, useOptionalApiClient, useSession, type ApiClient } from '@fedi/shared';

/** The session's API client: the shell's (ApiClientProvider), else one made here. */
export function useClient(): ApiClient {
  const provided = useOptionalApiClient();
  const session = useSession();
  const token = session.token;
  return useMemo(
    () => provided ?? createApiClient({ baseUrl: session.baseUrl, getToken: () => token }),
    [provided, session.baseUrl, token],
  );
}

/** Makes sure the entity hooks have a client, even when the host did not provide one. */
export function EnsureClient({ children }: { children: ReactNode }) {
  const provided = useOptionalApiClient();
  const client = useClient();
  if (provided) return <>{children}</>;
  return <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}

/** Where the server lives, for remote interaction links. */
export function useServerBase(): string {
  const session = useSession();
  return session.baseUrl || window.location.origin;
}
