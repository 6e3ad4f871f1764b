import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteEmojiPicker } from '@fedi/shared';
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
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="9" cy="10" r="1.3" fill="currentColor" />
          <circle cx="15" cy="10" r="1.3" fill="currentColor" />
          <path d="M8 14.5a4.5 4.5 0 0 0 8 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
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
