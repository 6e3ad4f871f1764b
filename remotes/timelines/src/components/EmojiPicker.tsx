import { customEmojiQuery, Dialog, useApiClient } from '@fedi/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

const COMMON = ['👍', '❤️', '😆', '😮', '😢', '😡', '🎉', '🔥', '👀', '🙏', '💯', '🤔', '👏', '🥺', '😂', '✨'];

/**
 * Reaction picker (lazy chunk): common unicode emoji plus the instance's custom emoji, filterable. A popup
 * `Dialog`: Escape or a click outside closes it, focus goes back to its button.
 */
export default function EmojiPicker({
  onPick,
  onClose,
  returnFocus,
}: {
  onPick(name: string, url: string | null): void;
  onClose(): void;
  returnFocus?: HTMLElement | null;
}) {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const [filter, setFilter] = useState('');
  // The instance's custom emoji: the startup query the shell already ran (one request per server).
  const custom = useQuery(customEmojiQuery(client));
  const needle = filter.trim().toLowerCase();
  const customShown = (custom.data ?? [])
    .filter((emoji) => emoji.visible_in_picker !== false && emoji.shortcode.toLowerCase().includes(needle))
    .slice(0, 60);
  return (
    <Dialog
      kind="popup"
      className="emoji-picker popover"
      aria-label={t('reactions.picker')}
      onClose={onClose}
      returnFocus={returnFocus}
      initialFocus="input[type=search]"
    >
      <input
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder={t('reactions.search')}
        aria-label={t('reactions.search')}
      />
      <div className="emoji-grid">
        {needle === '' &&
          COMMON.map((emoji) => (
            <button key={emoji} type="button" onClick={() => onPick(emoji, null)} aria-label={emoji}>
              {emoji}
            </button>
          ))}
        {customShown.map((emoji) => (
          <button
            key={emoji.shortcode}
            type="button"
            onClick={() => onPick(emoji.shortcode, emoji.url)}
            aria-label={`:${emoji.shortcode}:`}
          >
            <img src={emoji.static_url} alt="" className="emoji" />
          </button>
        ))}
      </div>
      <button type="button" onClick={onClose}>
        {t('common.close')}
      </button>
    </Dialog>
  );
}
