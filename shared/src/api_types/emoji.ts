import * as v from 'valibot';
import { bool, idSchema, list, opt, str } from './common';

/** A custom emoji as attached to accounts, statuses, polls and announcements. */
export const CustomEmojiSchema = v.looseObject({
  shortcode: v.string(),
  url: v.string(),
  static_url: str,
  visible_in_picker: bool,
  category: str,
  tags: opt(v.array(v.string())),
});
export type WireCustomEmoji = v.InferOutput<typeof CustomEmojiSchema>;

/**
 * An emoji reaction: Pleroma/Akkoma `pleroma.emoji_reactions`, snac `reactions`,
 * and the Pleroma reactions list endpoint (which adds `accounts`).
 */
export const EmojiReactionSchema = v.looseObject({
  name: v.string(),
  count: v.fallback(v.number(), 0),
  me: v.fallback(v.boolean(), false),
  url: str,
  static_url: str,
  account_ids: opt(v.array(idSchema)),
  accounts: opt(v.array(v.unknown())),
});
export type WireEmojiReaction = v.InferOutput<typeof EmojiReactionSchema>;

/** GET /api/v1/pleroma/emoji: map of shortcode to image and tags. */
export const PleromaEmojiMapSchema = v.record(
  v.string(),
  v.looseObject({ image_url: v.string(), tags: opt(v.array(v.string())) }),
);
export type WirePleromaEmojiMap = v.InferOutput<typeof PleromaEmojiMapSchema>;

export const CustomEmojiListSchema = list(CustomEmojiSchema);
