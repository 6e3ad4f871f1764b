import { useQuery } from '@tanstack/react-query';
import { isStaff, openReportCountQuery, useApiClient, useCapabilities, useSession } from '@fedi/shared';

/**
 * Staff only: the open-report count of the nav and side drawer. Fetched once a staff member is signed
 * in and polled every 60 s (spec §7) while a nav is mounted; 0 for everyone else, who never ask.
 */
export function useOpenReportCount(): number {
  const session = useSession();
  const client = useApiClient();
  const { adminDialect } = useCapabilities();
  const enabled = session.status === 'signed-in' && isStaff(session.user) && adminDialect !== null;
  const query = useQuery({
    ...openReportCountQuery(client, adminDialect ?? 'pleroma', session.baseUrl),
    enabled,
  });
  return enabled ? (query.data ?? 0) : 0;
}
