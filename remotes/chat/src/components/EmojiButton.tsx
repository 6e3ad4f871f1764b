import { Smile } from 'lucide';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, RemoteEmojiPicker } from '@fedi/shared';
import { NS } from '../i18n';

/** The composer's emoji picker (its exposed `./EmojiPicker`), fetched through the shell on the first press. */
export function EmojiButton({ onPick }: { onPick(text: string): void }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
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
        <Icon node={Smile} size={20} />
      </button>
      {open && (
        <RemoteEmojiPicker
          className="chat-emoji-picker"
          label={t('chat.emoji')}
          loadingLabel={t('chat.emoji_loading')}
          errorMessage={t('chat.emoji_failed', { chunk: 'composer/EmojiPicker' })}
          onPick={(name, url) => {
            onPick(url ? `:${name}: ` : name);
            close();
          }}
          onClose={close}
          returnFocus={button}
        />
      )}
    </>
  );
}
