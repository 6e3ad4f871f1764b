import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState, remoteModuleKeys, useRemoteLoader, type Status } from '@fedi/shared';
import { NS } from '../i18n';

interface StatusProps {
  id?: string;
  status?: Status;
  compact?: boolean;
  /** The profile being viewed: its owner's muted posts show there (spec §4 muting exceptions). */
  profileUserId?: string | null;
}

type StatusModule = { default: ComponentType<StatusProps> } | ComponentType<StatusProps>;

/** timelines' exposed `./Status`, loaded through the shell (where the remotes are registered), cached once. */
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

/** One status, rendered by the timelines remote; a plain fallback while it loads or when it fails. */
export function RemoteStatus({
  status,
  compact,
  profileUserId,
}: {
  status: Status;
  compact?: boolean;
  profileUserId?: string;
}) {
  const { t } = useTranslation(NS);
  const query = useStatusComponent();
  const Component = query.data;
  if (Component)
    return <Component id={status.id} status={status} compact={compact} profileUserId={profileUserId ?? null} />;
  return (
    <article className="people-status-fallback" aria-busy={query.isPending}>
      <strong>{status.account.display_name}</strong> <span>{status.text}</span>
      <QueryState query={{ ...query, isPending: false }} errorMessage={t('errors.status_module')} />
    </article>
  );
}
