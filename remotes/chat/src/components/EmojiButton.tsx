import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, QueryState, remoteModuleKeys, useRemoteLoader, type EmojiPickerProps } from '@fedi/shared';
import { NS } from '../i18n';

type PickerModule = { default: ComponentType<EmojiPickerProps> } | ComponentType<EmojiPickerProps>;

/** The composer's emoji picker (its exposed `./EmojiPicker`), fetched through the shell on the first press. */
export function EmojiButton({ onPick }: { onPick(text: string): void }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const load = useRemoteLoader();
  const picker = useQuery({
    queryKey: remoteModuleKeys.component('composer', './EmojiPicker'),
    queryFn: async () => {
      const loaded = await load<PickerModule>('composer', './EmojiPicker');
      return typeof loaded === 'function' ? loaded : loaded.default;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
    enabled: open,
  });
  const Picker = picker.data;
  const close = () => setOpen(false);
  return (
    <>
      <button
        ref={setButton}
        type="button"
        className="chat-icon-button"
        aria-label={t('chat.emoji')}
        title={t('chat.emoji')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="9" cy="10" r="1.3" fill="currentColor" />
          <circle cx="15" cy="10" r="1.3" fill="currentColor" />
          <path d="M8 14.5a4.5 4.5 0 0 0 8 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open &&
        (Picker ? (
          <Picker
            className="chat-emoji-picker"
            label={t('chat.emoji')}
            onPick={(name, url) => {
              onPick(url ? `:${name}: ` : name);
              close();
            }}
            onClose={close}
            returnFocus={button}
          />
        ) : (
          <Dialog
            kind="popup"
            className="chat-emoji-picker"
            aria-label={t('chat.emoji')}
            onClose={close}
            returnFocus={button}
          >
            <QueryState
              query={picker}
              loadingLabel={t('chat.emoji_loading')}
              errorMessage={t('chat.emoji_failed', { chunk: 'composer/EmojiPicker' })}
            />
          </Dialog>
        ))}
    </>
  );
}
