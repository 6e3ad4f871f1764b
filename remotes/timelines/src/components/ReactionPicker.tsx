import { useTranslation } from 'react-i18next';
import { RemoteEmojiPicker } from '@fedi/shared';
import { NS } from '../i18n';

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
  return (
    <RemoteEmojiPicker
      className="reaction-picker"
      standInClassName="reaction-picker popover"
      label={t('reactions.picker')}
      loadingLabel={t('reactions.loading')}
      errorMessage={t('reactions.load_failed', { chunk: 'composer/EmojiPicker' })}
      onPick={onPick}
      onClose={onClose}
      returnFocus={returnFocus}
    />
  );
}
