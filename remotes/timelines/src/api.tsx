import { useSession } from '@fedi/shared';

/** Where the server lives, for remote interaction links. */
export function useServerBase(): string {
  const session = useSession();
  return session.baseUrl || window.location.origin;
}
