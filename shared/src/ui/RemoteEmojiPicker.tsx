import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { EmojiPickerProps } from '../federation/contract';
import { useRemoteLoader } from '../federation/loader';
import { remoteModuleKeys } from '../queries/remoteModules';
import { QueryState } from './QueryState';
import { Dialog } from './lazyDialogs';

type PickerModule = { default: ComponentType<EmojiPickerProps> } | ComponentType<EmojiPickerProps>;

export interface RemoteEmojiPickerProps extends EmojiPickerProps {
  /** The popup's name while the picker loads or failed (usually the same as `label`). */
  label: string;
  loadingLabel: string;
  /** Shown when composer's `./EmojiPicker` could not be fetched (with Retry). */
  errorMessage: string;
  /** The stand-in popup's class (default: `className`). */
  standInClassName?: string;
}

/**
 * The app's one emoji picker (composer's exposed `./EmojiPicker`) for any other remote: fetched through the
 * shell's remote loader when first shown and cached for the page. While it loads, or when it failed (the
 * caller's message and Retry), a popup of the same name and class stands in; Escape or a press outside
 * closes either, and focus goes back to `returnFocus`.
 */
export function RemoteEmojiPicker({ loadingLabel, errorMessage, standInClassName, ...picker }: RemoteEmojiPickerProps) {
  const load = useRemoteLoader();
  const query = useQuery({
    queryKey: remoteModuleKeys.component('composer', './EmojiPicker'),
    queryFn: async () => {
      const loaded = await load<PickerModule>('composer', './EmojiPicker');
      return typeof loaded === 'function' ? loaded : loaded.default;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
  const Picker = query.data;
  if (Picker) return <Picker {...picker} />;
  return (
    <Dialog
      kind="popup"
      className={standInClassName ?? picker.className}
      aria-label={picker.label}
      onClose={picker.onClose}
      returnFocus={picker.returnFocus}
    >
      <QueryState query={query} loadingLabel={loadingLabel} errorMessage={errorMessage} />
    </Dialog>
  );
}
