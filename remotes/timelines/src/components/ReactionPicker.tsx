import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, QueryState, remoteModuleKeys, useRemoteLoader, type EmojiPickerProps } from '@fedi/shared';
import { NS } from '../i18n';

type PickerModule = { default: ComponentType<EmojiPickerProps> } | ComponentType<EmojiPickerProps>;

/** composer's exposed `./EmojiPicker`, loaded through the shell on the first press of a react button, cached once. */
function useEmojiPickerComponent() {
  const load = useRemoteLoader();
  return useQuery({
    queryKey: remoteModuleKeys.component('composer', './EmojiPicker'),
    queryFn: async () => {
      const loaded = await load<PickerModule>('composer', './EmojiPicker');
      return typeof loaded === 'function' ? loaded : loaded.default;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
}

/**
 * The reaction picker: the composer's emoji picker (no stickers), placed under the react button. While its
 * module loads, or when it fails ("Loading chunk … failed" and Retry), a popup with the same name stands in:
 * Escape or a press outside closes either, focus goes back to the button.
 */
export function ReactionPicker({
  onPick,
  onClose,
  returnFocus,
}: {
  onPick(name: string, url: string | null): void;
  onClose(): void;
  returnFocus?: HTMLElement | null;
}) {
  const { t } = useTranslation(NS);
  const query = useEmojiPickerComponent();
  const Picker = query.data;
  if (Picker)
    return (
      <Picker
        className="reaction-picker"
        label={t('reactions.picker')}
        onPick={onPick}
        onClose={onClose}
        returnFocus={returnFocus}
      />
    );
  return (
    <Dialog
      kind="popup"
      className="reaction-picker popover"
      aria-label={t('reactions.picker')}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <QueryState
        query={query}
        loadingLabel={t('reactions.loading')}
        errorMessage={t('reactions.load_failed', { chunk: 'composer/EmojiPicker' })}
      />
    </Dialog>
  );
}
