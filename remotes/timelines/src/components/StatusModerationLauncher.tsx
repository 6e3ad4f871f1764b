import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, QueryState, remoteModuleKeys, useRemoteLoader, type StatusModerationProps } from '@fedi/shared';
import { NS } from '../i18n';

type ModerationModule = { default: ComponentType<StatusModerationProps> } | ComponentType<StatusModerationProps>;

/**
 * "Moderate post" of the status menu (staff only): moderation's `./StatusModeration`, fetched through the
 * shell's remote loader when first chosen (timelines never imports the moderation remote). While it loads,
 * or when it fails, a dialog with the same name stands in.
 */
export function StatusModerationLauncher({ statusId, onClose, returnFocus }: StatusModerationProps) {
  const { t } = useTranslation(NS);
  const load = useRemoteLoader();
  const query = useQuery({
    queryKey: remoteModuleKeys.component('moderation', './StatusModeration'),
    queryFn: async () => {
      const loaded = await load<ModerationModule>('moderation', './StatusModeration');
      return typeof loaded === 'function' ? loaded : loaded.default;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
  const Moderation = query.data;
  if (Moderation) return <Moderation statusId={statusId} onClose={onClose} returnFocus={returnFocus} />;
  return (
    <Dialog
      kind="modal"
      className="modal"
      aria-label={t('actions.moderate')}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <QueryState
        query={query}
        loadingLabel={t('actions.moderate_loading')}
        errorMessage={t('reactions.load_failed', { chunk: 'moderation/StatusModeration' })}
      />
      <button type="button" onClick={onClose}>
        {t('actions.close')}
      </button>
    </Dialog>
  );
}
