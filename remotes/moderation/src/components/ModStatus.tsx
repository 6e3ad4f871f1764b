import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState, remoteModuleKeys, usePreferences, useRemoteLoader, type Status } from '@fedi/shared';
import { NS } from '../i18n';

interface StatusProps {
  id?: string;
  status?: Status;
  compact?: boolean;
}
type StatusModule = { default: ComponentType<StatusProps> } | ComponentType<StatusProps>;

/** timelines' exposed `./Status`, loaded through the shell's remote loader (the same cache entry people uses). */
function useStatusComponent() {
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
 * A status under review, rendered by timelines. Moderator wellbeing: its media are blurred and
 * greyscale until "Show media" is pressed, per status, unless the moderator turned that off.
 */
export function ModStatus({ status }: { status: Status }) {
  const { t } = useTranslation(NS);
  const query = useStatusComponent();
  const [preferences] = usePreferences();
  const [revealed, setRevealed] = useState(false);
  const hasMedia = status.media_attachments.length > 0 || (status.reblog?.media_attachments.length ?? 0) > 0;
  const safe = hasMedia && preferences.moderationSafeMedia && !revealed;
  const Component = query.data;
  return (
    <div className={safe ? 'mod-status mod-safe-media' : 'mod-status'}>
      {Component ? (
        <Component id={status.id} status={status} compact />
      ) : (
        <article className="mod-status-fallback" aria-busy={query.isPending}>
          <strong>{status.account.display_name}</strong> <span>{status.text}</span>
          <QueryState query={{ ...query, isPending: false }} errorMessage={t('moderation.status_module_failed')} />
        </article>
      )}
      {safe && (
        <button type="button" className="mod-reveal" onClick={() => setRevealed(true)}>
          {t('moderation.show_media')}
        </button>
      )}
    </div>
  );
}
