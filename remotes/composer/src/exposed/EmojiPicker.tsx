import { useApiClient, type EmojiPickerProps } from '@fedi/shared';
import { EmojiPicker } from '../components/EmojiPicker';
import '../i18n';

/**
 * The app's one emoji picker for other remotes (timelines' reaction button loads it through the shell's
 * remote loader). A unicode pick gives its character, a custom one its shortcode and image; stickers only
 * when `onSticker` is given.
 */
export default function ExposedEmojiPicker({ onPick, onSticker, ...rest }: EmojiPickerProps) {
  const client = useApiClient();
  return (
    <EmojiPicker
      {...rest}
      client={client}
      onPick={(emoji) => (emoji.imageUrl ? onPick(emoji.shortcode, emoji.imageUrl) : onPick(emoji.replacement, null))}
      onSticker={onSticker && ((pack, file) => onSticker({ pack: pack.name, name: file.name, url: file.url }))}
    />
  );
}
