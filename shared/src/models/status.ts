import { parseMaybe } from '../api_types/parse';
import { StatusSchema, type WireMention, type WireStatus } from '../api_types/status';
import { emojifyHtml } from '../sanitize/emoji';
import { escapeHtml, htmlToText } from '../utils/html';
import { normalizeAttachment, type Attachment } from './attachment';
import { normalizeCard, type Card } from './card';
import { normalizeCustomEmoji, normalizeEmojiReaction, type CustomEmoji, type EmojiReaction } from './emoji';
import { normalizePoll, type Poll } from './poll';
import { normalizeUser, screenNameForDisplay, type User } from './user';
import { normalizeVisibility, type Visibility } from './visibility';

export type StatusType = 'status' | 'edit' | 'retweet' | 'favorite' | 'deletion' | 'follow' | 'unknown';

/** A mentioned account, as listed on the status. */
export interface Mention {
  id: string;
  acct: string;
  screen_name_ui: string;
  username?: string;
  url?: string;
}

export interface StatusTag {
  name: string;
  url?: string;
}

export interface Translation {
  detected_language?: string;
  text: string;
}

/**
 * A post, normalized from any dialect (spec §3). Optional fields are ones some servers do not
 * send; the entity cache keeps a known value when a later payload leaves them out.
 */
export interface Status {
  id: string;
  type: StatusType;
  account: User;
  /** Plain text: Pleroma's text/plain rendering when sent, else the HTML with tags stripped. */
  text: string;
  /** Content warning as plain text. */
  spoiler_text: string;
  summary_raw_html: string;
  content: string;
  /** Content HTML with custom emoji turned into images. */
  statusnet_html: string;
  visibility: Visibility;
  sensitive: boolean;
  favourited: boolean;
  favourites_count: number;
  reblogged: boolean;
  reblogs_count: number;
  replies_count: number;
  bookmarked: boolean;
  pinned: boolean;
  muted: boolean;
  thread_muted?: boolean;
  emoji_reactions: EmojiReaction[];
  emojis: CustomEmoji[];
  tags: StatusTag[];
  poll?: Poll;
  card?: Card;
  quote?: Status;
  quote_id?: string;
  quote_url?: string;
  quote_visible?: boolean;
  quotes_count?: number;
  mentions: Mention[];
  media_attachments: Attachment[];
  in_reply_to_id?: string;
  in_reply_to_account_id?: string;
  in_reply_to_account_acct?: string;
  conversation_id?: string;
  direct_conversation_id?: string;
  uri: string;
  url: string;
  local: boolean;
  created_at: string;
  edited_at?: string;
  /** Source markup type, e.g. text/x.misskeymarkdown (renders Misskey markdown). */
  media_type?: string;
  content_type?: string;
  parent_visible: boolean;
  reblog?: Status;
  translation?: Translation;
  /** Ids of accounts that favourited / repeated it, once fetched. */
  favourited_by?: string[];
  reblogged_by?: string[];
  /** Set locally when the status was deleted; never by the normalizer. */
  deleted?: boolean;
  language?: string;
  expires_at?: string;
  pinned_at?: string;
  bookmark_folder?: string;
  application?: { name?: string; website?: string };
}

const NSFW_HASHTAG = /(^|[^\p{L}\p{N}_])#nsfw(?![\p{L}\p{N}_])/iu;

function attentionOf(mention: WireMention): Mention {
  return {
    id: mention.id,
    acct: mention.acct,
    screen_name_ui: screenNameForDisplay(mention.acct),
    username: mention.username,
    url: mention.url,
  };
}

/** Mastodon 4.5 wraps quotes as { state, quoted_status }; forks send the status itself. */
function quotedStatusOf(wire: WireStatus): WireStatus | undefined {
  const candidates: unknown[] = [wire.pleroma?.quote];
  const quote = wire.quote;
  if (quote && typeof quote === 'object' && 'quoted_status' in quote) {
    candidates.push((quote as { quoted_status?: unknown }).quoted_status);
  } else {
    candidates.push(quote);
  }
  for (const candidate of candidates) {
    const parsed = parseMaybe(StatusSchema, candidate);
    if (parsed) return parsed;
  }
  return undefined;
}

const ACTIVITY_TYPES: Record<string, StatusType> = {
  status: 'status',
  note: 'status',
  create: 'status',
  retweet: 'retweet',
  announce: 'retweet',
  reblog: 'retweet',
  edit: 'edit',
  update: 'edit',
  favorite: 'favorite',
  like: 'favorite',
  deletion: 'deletion',
  delete: 'deletion',
  follow: 'follow',
};

/** A status is a retweet when it wraps a reblog; an explicit activity kind that is not known → unknown. */
function statusTypeOf(wire: WireStatus, isReblog: boolean): StatusType {
  if (isReblog) return 'retweet';
  if (!wire.type) return 'status';
  return ACTIVITY_TYPES[wire.type.toLowerCase()] ?? 'unknown';
}

/** Wire status (Mastodon, Pleroma, Akkoma or snac) → Status. Reblogs become type `retweet`. */
export function normalizeStatus(wire: WireStatus): Status {
  const { pleroma, akkoma } = wire;
  const user = normalizeUser(wire.account);
  const emojis = wire.emojis.map(normalizeCustomEmoji);
  const rawHtml = wire.content;
  const spoiler = wire.spoiler_text ?? '';
  const text = pleroma?.content?.['text/plain'] ?? htmlToText(rawHtml);
  const summary = pleroma?.spoiler_text?.['text/plain'] ?? spoiler;
  const tags = wire.tags.map((tag) => ({ name: tag.name, ...(tag.url ? { url: tag.url } : {}) }));
  const nsfw =
    (wire.sensitive ?? false) || tags.some((tag) => tag.name.toLowerCase() === 'nsfw') || NSFW_HASHTAG.test(text);
  const attentions = wire.mentions.map(attentionOf);
  const reactionSource = pleroma?.emoji_reactions ?? wire.reactions ?? wire.emoji_reactions ?? [];
  const reblog = parseMaybe(StatusSchema, wire.reblog);
  const quoted = quotedStatusOf(wire);
  const inReplyToScreenName =
    pleroma?.in_reply_to_account_acct ??
    attentions.find((attention) => attention.id === wire.in_reply_to_account_id)?.acct ??
    (wire.in_reply_to_account_id && wire.in_reply_to_account_id === user.id ? user.acct : undefined);

  const status: Status = {
    id: wire.id,
    type: statusTypeOf(wire, reblog !== undefined),
    account: user,
    text,
    spoiler_text: summary,
    summary_raw_html: escapeHtml(spoiler),
    content: rawHtml,
    statusnet_html: emojifyHtml(rawHtml, emojis),
    visibility: normalizeVisibility(wire.visibility),
    sensitive: nsfw,
    favourited: wire.favourited ?? false,
    favourites_count: wire.favourites_count ?? 0,
    reblogged: wire.reblogged ?? false,
    reblogs_count: wire.reblogs_count ?? 0,
    replies_count: wire.replies_count ?? 0,
    bookmarked: wire.bookmarked ?? false,
    pinned: wire.pinned ?? false,
    muted: wire.muted ?? false,
    emoji_reactions: reactionSource.map((reaction) => normalizeEmojiReaction(reaction, emojis)),
    emojis,
    tags,
    mentions: attentions,
    media_attachments: wire.media_attachments.map(normalizeAttachment),
    uri: wire.uri ?? wire.url ?? '',
    url: wire.url ?? wire.uri ?? '',
    local: pleroma?.local ?? user.local,
    created_at: wire.created_at ?? '',
    parent_visible: pleroma?.parent_visible ?? true,
  };
  const optional: Partial<Status> = {
    poll: wire.poll ? normalizePoll(wire.poll) : undefined,
    card: wire.card ? normalizeCard(wire.card) : undefined,
    thread_muted: pleroma?.thread_muted ?? (pleroma ? undefined : wire.muted),
    quote: quoted ? normalizeStatus(quoted) : undefined,
    quote_id: pleroma?.quote_id ?? wire.quote_id ?? quoted?.id,
    quote_url: pleroma?.quote_url,
    quote_visible: pleroma?.quote_visible,
    quotes_count: pleroma?.quotes_count,
    in_reply_to_id: wire.in_reply_to_id,
    in_reply_to_account_id: wire.in_reply_to_account_id,
    in_reply_to_account_acct: inReplyToScreenName,
    conversation_id: pleroma?.conversation_id,
    direct_conversation_id: pleroma?.direct_conversation_id,
    edited_at: wire.edited_at,
    media_type: akkoma?.source?.mediaType ?? wire.content_type,
    content_type: wire.content_type ?? akkoma?.source?.mediaType,
    reblog: reblog ? normalizeStatus(reblog) : undefined,
    language: wire.language,
    expires_at: pleroma?.expires_at,
    pinned_at: pleroma?.pinned_at,
    bookmark_folder: pleroma?.bookmark_folder,
    application: wire.application,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (status as unknown as Record<string, unknown>)[key] = value;
  }
  return status;
}

/** Parse and normalize an untyped status (e.g. a streaming payload); undefined when unusable. */
export function statusFromUnknown(value: unknown): Status | undefined {
  const wire = parseMaybe(StatusSchema, value);
  return wire ? normalizeStatus(wire) : undefined;
}
