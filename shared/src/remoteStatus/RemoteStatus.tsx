import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
// From the index (the one shared copy): this subpath is bundled into each remote that uses it, and the
// remote loader's context and the query keys must be the singleton's, not a second copy.
import { QueryState, remoteModuleKeys, useRemoteLoader, type Status } from '@fedi/shared';

/** What timelines' exposed `./Status` takes. */
export interface RemoteStatusProps {
  id?: string;
  status?: Status;
  compact?: boolean;
  /** The profile being viewed: its owner's muted posts show there (spec §4 muting exceptions). */
  profileUserId?: string | null;
}

type StatusModule = { default: ComponentType<RemoteStatusProps> } | ComponentType<RemoteStatusProps>;

/** timelines' exposed `./Status`, loaded through the shell's remote loader, cached once for the page. */
export function useStatusComponent() {
  const load = useRemoteLoader();
  return useQuery({
    queryKey: remoteModuleKeys.component('timelines', './Status'),
    queryFn: async () => {
      const loaded = await load<StatusModule>('timelines', './Status');
      return typeof loaded === 'function' ? loaded : loaded.default;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
}

/**
 * One status in another remote (people's profiles, notifications and search, moderation's reports and
 * posts), rendered by timelines' exposed `./Status`; while it loads, or when it could not be fetched
 * (`errorMessage` with Retry), the author and plain text in a `fallbackClassName` article.
 */
export function RemoteStatus({
  status,
  compact,
  profileUserId,
  errorMessage,
  fallbackClassName,
}: {
  status: Status;
  compact?: boolean;
  profileUserId?: string;
  errorMessage: string;
  fallbackClassName?: string;
}) {
  const query = useStatusComponent();
  const Component = query.data;
  if (Component)
    return <Component id={status.id} status={status} compact={compact} profileUserId={profileUserId ?? null} />;
  return (
    <article className={fallbackClassName} aria-busy={query.isPending}>
      <strong>{status.account.display_name}</strong> <span>{status.text}</span>
      <QueryState query={{ ...query, isPending: false }} errorMessage={errorMessage} />
    </article>
  );
}
