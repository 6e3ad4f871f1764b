import { useMemo } from 'react';
import { useApiClient, useCapabilities, useSession } from '@fedi/shared';
import { moderationApi } from '@fedi/shared/moderation';

/** The session's moderation API in the server's admin dialect, with the role and the server's flags. */
export function useModeration() {
  const client = useApiClient();
  const session = useSession();
  const capabilities = useCapabilities();
  const dialect = capabilities.adminDialect ?? 'pleroma';
  const api = useMemo(() => moderationApi(client, dialect), [client, dialect]);
  return {
    api,
    baseUrl: session.baseUrl,
    role: session.user?.role,
    self: session.user,
    tagPolicy: capabilities.tagPolicy,
  };
}
export type Moderation = ReturnType<typeof useModeration>;
