import * as v from 'valibot';
import { bool, dict, idSchema, list, num, opt, str } from './common';
import { CustomEmojiSchema } from './emoji';
import { RelationshipSchema } from './relationship';

export const AccountFieldSchema = v.looseObject({
  name: v.fallback(v.string(), ''),
  value: v.fallback(v.string(), ''),
  verified_at: str,
});

const AccountSourceSchema = v.looseObject({
  note: str,
  privacy: str,
  sensitive: bool,
  language: str,
  fields: opt(list(AccountFieldSchema)),
  follow_requests_count: num,
  pleroma: opt(
    v.looseObject({
      no_rich_text: bool,
      show_role: bool,
      discoverable: bool,
      actor_type: str,
    }),
  ),
});

/** Pleroma/Akkoma extensions on an account; every field optional. */
const AccountPleromaSchema = v.looseObject({
  ap_id: str,
  background_image: str,
  tags: opt(v.array(v.string())),
  is_admin: bool,
  is_moderator: bool,
  is_confirmed: bool,
  is_local: bool,
  hide_favorites: bool,
  hide_followers: bool,
  hide_follows: bool,
  hide_followers_count: bool,
  hide_follows_count: bool,
  relationship: opt(RelationshipSchema),
  deactivated: bool,
  allow_following_move: bool,
  chat_token: str,
  notification_settings: dict,
  follow_request_count: num,
  unread_chat_count: num,
  accepts_chat_messages: bool,
  accepts_direct_messages_from: str,
  favicon: str,
  settings_store: dict,
});

const AccountAkkomaSchema = v.looseObject({
  instance: opt(
    v.looseObject({
      name: str,
      favicon: str,
      nodeinfo: opt(v.looseObject({ software: opt(v.looseObject({ name: str, version: str })) })),
    }),
  ),
  status_ttl_days: num,
  permit_followback: bool,
  accepts_direct_messages_from: str,
});

/** Mastodon Account entity plus Pleroma (`pleroma`) and Akkoma (`akkoma`) extensions. */
export const AccountSchema = v.looseObject({
  id: idSchema,
  username: v.fallback(v.string(), ''),
  acct: v.string(),
  url: str,
  uri: str,
  display_name: str,
  note: str,
  avatar: str,
  avatar_static: str,
  header: str,
  header_static: str,
  locked: bool,
  bot: bool,
  group: bool,
  discoverable: bool,
  created_at: str,
  last_status_at: str,
  followers_count: num,
  following_count: num,
  statuses_count: num,
  emojis: list(CustomEmojiSchema),
  fields: list(AccountFieldSchema),
  source: opt(AccountSourceSchema),
  /** Mastodon 4: public roles shown on the profile. */
  roles: opt(list(v.looseObject({ id: opt(idSchema), name: str, color: str }))),
  /** Mastodon 4: the signed-in user's own role (credential account). */
  role: opt(v.looseObject({ id: opt(idSchema), name: str, permissions: opt(v.union([v.string(), v.number()])) })),
  moved: opt(v.unknown()),
  suspended: bool,
  pleroma: opt(AccountPleromaSchema),
  akkoma: opt(AccountAkkomaSchema),
});
export type WireAccount = v.InferOutput<typeof AccountSchema>;
