import * as v from 'valibot';
import { AccountSchema } from './account';
import { AttachmentSchema } from './attachment';
import { CardSchema } from './card';
import { bool, idSchema, list, num, opt, str } from './common';
import { CustomEmojiSchema, EmojiReactionSchema } from './emoji';
import { PollSchema } from './poll';

export const MentionSchema = v.looseObject({
  id: idSchema,
  acct: v.string(),
  username: str,
  url: str,
});
export type WireMention = v.InferOutput<typeof MentionSchema>;

export const StatusTagSchema = v.looseObject({ name: v.string(), url: str });

const textMap = opt(v.record(v.string(), v.string()));

/** Pleroma/Akkoma extensions on a status; never required. */
const StatusPleromaSchema = v.looseObject({
  local: bool,
  conversation_id: opt(idSchema),
  direct_conversation_id: opt(idSchema),
  in_reply_to_account_acct: str,
  content: textMap,
  spoiler_text: textMap,
  expires_at: str,
  thread_muted: bool,
  emoji_reactions: opt(list(EmojiReactionSchema)),
  parent_visible: bool,
  pinned_at: str,
  /** The quoted status; parsed on its own by the normalizer so a broken quote cannot spoil its host. */
  quote: opt(v.unknown()),
  quote_id: opt(idSchema),
  quote_url: str,
  quote_visible: bool,
  quotes_count: num,
  bookmark_folder: opt(idSchema),
  context: str,
});

const StatusAkkomaSchema = v.looseObject({
  source: opt(v.looseObject({ content: str, mediaType: str })),
});

/**
 * Mastodon Status entity with Pleroma/Akkoma extensions and snac's `reactions`.
 * `reblog` and `quote` stay untyped here: the normalizer parses them recursively.
 */
export const StatusSchema = v.looseObject({
  id: idSchema,
  uri: str,
  url: str,
  created_at: str,
  edited_at: str,
  account: AccountSchema,
  content: v.fallback(v.string(), ''),
  text: str,
  visibility: str,
  sensitive: bool,
  spoiler_text: str,
  media_attachments: list(AttachmentSchema),
  mentions: list(MentionSchema),
  tags: list(StatusTagSchema),
  emojis: list(CustomEmojiSchema),
  reblogs_count: num,
  favourites_count: num,
  replies_count: num,
  in_reply_to_id: opt(idSchema),
  in_reply_to_account_id: opt(idSchema),
  reblog: opt(v.unknown()),
  /** Mastodon 4.5 Quote ({ state, quoted_status }) or a bare status on some forks. */
  quote: opt(v.unknown()),
  quote_id: opt(idSchema),
  poll: opt(PollSchema),
  card: opt(CardSchema),
  language: str,
  content_type: str,
  /** Not Mastodon: an activity kind some servers and old qvitter-style payloads add. */
  type: str,
  favourited: bool,
  reblogged: bool,
  muted: bool,
  bookmarked: bool,
  pinned: bool,
  application: opt(v.looseObject({ name: str, website: str })),
  /** snac (and some forks): reactions right on the status. */
  reactions: opt(list(EmojiReactionSchema)),
  /** Mastodon-compatible forks (Fedibird, Iceshrimp): reactions on the status. */
  emoji_reactions: opt(list(EmojiReactionSchema)),
  pleroma: opt(StatusPleromaSchema),
  akkoma: opt(StatusAkkomaSchema),
});
export type WireStatus = v.InferOutput<typeof StatusSchema>;

/** GET /api/v1/statuses/:id/context */
export const ContextSchema = v.looseObject({
  ancestors: list(StatusSchema),
  descendants: list(StatusSchema),
});
export type WireContext = v.InferOutput<typeof ContextSchema>;

/** GET /api/v1/statuses/:id/source */
export const StatusSourceSchema = v.looseObject({
  id: opt(idSchema),
  text: v.fallback(v.string(), ''),
  spoiler_text: v.fallback(v.string(), ''),
  content_type: str,
});
export type WireStatusSource = v.InferOutput<typeof StatusSourceSchema>;

/** GET /api/v1/statuses/:id/history entries. */
export const StatusEditSchema = v.looseObject({
  content: v.fallback(v.string(), ''),
  spoiler_text: str,
  sensitive: bool,
  created_at: str,
  account: opt(AccountSchema),
  poll: opt(v.unknown()),
  media_attachments: list(AttachmentSchema),
  emojis: list(CustomEmojiSchema),
});
export type WireStatusEdit = v.InferOutput<typeof StatusEditSchema>;

/** GET /api/v1/statuses/:id/translations/:lang (Akkoma). */
export const TranslationSchema = v.looseObject({
  detected_language: str,
  text: v.fallback(v.string(), ''),
  content: str,
});
export type WireTranslation = v.InferOutput<typeof TranslationSchema>;

/** Scheduled status answer (when posting with scheduled_at) — kept loose. */
export const ScheduledStatusSchema = v.looseObject({ id: idSchema, scheduled_at: str, params: opt(v.unknown()) });
