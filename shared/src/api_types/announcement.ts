import * as v from 'valibot';
import { bool, idSchema, list, opt, str } from './common';
import { CustomEmojiSchema, EmojiReactionSchema } from './emoji';

/** Mastodon Announcement; Pleroma adds `pleroma.raw_content`. */
export const AnnouncementSchema = v.looseObject({
  id: idSchema,
  content: v.fallback(v.string(), ''),
  starts_at: str,
  ends_at: str,
  all_day: bool,
  published_at: str,
  updated_at: str,
  read: bool,
  emojis: list(CustomEmojiSchema),
  reactions: list(EmojiReactionSchema),
  pleroma: opt(v.looseObject({ raw_content: str })),
});
export type WireAnnouncement = v.InferOutput<typeof AnnouncementSchema>;
