import { AccountSchema, type WireAccount } from '../api_types/account';
import { parseMaybe } from '../api_types/parse';
import { htmlToText } from '../utils/html';
import { normalizeCustomEmoji, type CustomEmoji } from './emoji';
import { normalizeRelationship, type Relationship } from './relationship';
import { normalizeVisibility, type Visibility } from './visibility';

export type UserRole = 'admin' | 'moderator' | 'member';
export type DirectMessagePolicy = 'everybody' | 'people_i_follow' | 'nobody';

export interface UserField {
  name: string;
  value: string;
  verified_at?: string;
}

/** Server and software of a (remote) user's home instance. */
export interface UserInstance {
  name?: string;
  software?: { name?: string; version?: string };
  favicon?: string;
}

/**
 * The signed-in user's own settings (Mastodon `source`, with Pleroma's `source.pleroma` lifted into
 * it). Only on the answers about oneself (verify_credentials, update_credentials).
 */
export interface UserSource {
  /** Bio as written (plain text). */
  note?: string;
  /** Profile fields as written (plain text). */
  fields?: UserField[];
  /** Default visibility of new posts. */
  privacy?: Visibility;
  /** Mark media sensitive by default. */
  sensitive?: boolean;
  language?: string;
  follow_requests_count?: number;
  /** Pleroma: post in plain text only. */
  no_rich_text?: boolean;
  /** Pleroma: show the admin/moderator badge. */
  show_role?: boolean;
  discoverable?: boolean;
  actor_type?: string;
}

/**
 * A person, normalized from any dialect (spec §3), under the Mastodon API's field names
 * (DATA_LAYER.md, "Naming"). Fields only some servers send are optional: `undefined` means
 * "not told", which the entity cache never lets overwrite a known value.
 */
export interface User {
  id: string;
  /** `name` for local users, `name@domain` for remote ones. Shown through `displayAcct(acct)`. */
  acct: string;
  username: string;
  /** The display name, or the username (or acct) when it is empty. Plain text. */
  display_name: string;
  /** Bio as plain text: `source.note` when the server gives it, else the bio's HTML as text. */
  note_text: string;
  /** Bio as the server's HTML (not sanitized; custom emoji through `noteHtml(user)`). */
  note: string;
  /** Profile fields as the server's HTML (`fieldsHtml(user)` with custom emoji). */
  fields: UserField[];
  emojis: CustomEmoji[];
  avatar: string;
  avatar_static: string;
  header: string;
  background_image?: string;
  following_count: number;
  followers_count: number;
  statuses_count: number;
  created_at?: string;
  locked: boolean;
  bot: boolean;
  group?: boolean;
  local: boolean;
  /** Computed: admin, moderator or member (Pleroma's flags, Mastodon's role names). */
  role: UserRole;
  is_admin: boolean;
  is_moderator: boolean;
  source?: UserSource;
  discoverable?: boolean;
  hide_follows?: boolean;
  hide_followers?: boolean;
  hide_follows_count?: boolean;
  hide_followers_count?: boolean;
  hide_favorites?: boolean;
  relationship?: Relationship;
  tags?: string[];
  deactivated?: boolean;
  notification_settings?: Record<string, unknown>;
  accepts_direct_messages_from?: DirectMessagePolicy;
  status_ttl_days?: number;
  permit_followback?: boolean;
  allow_following_move?: boolean;
  instance?: UserInstance;
  favicon?: string;
  url?: string;
  ap_id?: string;
  /** Pleroma chat token. */
  chat_token?: string;
  unread_chat_count?: number;
  /** Pleroma: false when the person refuses chat messages. */
  accepts_chat_messages?: boolean;
  moved?: User;
  last_status_at?: string;
}

function roleOf(wire: WireAccount): { role: UserRole; is_admin: boolean; is_moderator: boolean } {
  let admin = wire.pleroma?.is_admin ?? false;
  let moderator = wire.pleroma?.is_moderator ?? false;
  if (!wire.pleroma) {
    // Mastodon 4 shows staff roles by name on public profiles.
    const names = (wire.roles ?? []).map((role) => (role.name ?? '').toLowerCase());
    admin = names.some((name) => name === 'admin' || name === 'owner');
    moderator = names.includes('moderator');
  }
  return { role: admin ? 'admin' : moderator ? 'moderator' : 'member', is_admin: admin, is_moderator: moderator };
}

function fieldOf(field: { name: string; value: string; verified_at?: string }): UserField {
  return { name: field.name, value: field.value, ...(field.verified_at ? { verified_at: field.verified_at } : {}) };
}

function dmPolicy(value: string | undefined): DirectMessagePolicy | undefined {
  return value === 'everybody' || value === 'people_i_follow' || value === 'nobody' ? value : undefined;
}

/**
 * Bidirectional overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069). In a name they only
 * serve to spoof (‮ reverses what follows: "gnp.exe" reads "exe.png") and leak into the text around
 * the name; real right-to-left names need none of them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '');

/** Wire account (Mastodon, Pleroma, Akkoma or snac) → User. Names lose bidirectional control characters. */
export function normalizeUser(wire: WireAccount): User {
  const { pleroma, akkoma, source } = wire;
  const avatar = wire.avatar ?? '';
  const acct = withoutBidiControls(wire.acct);
  const username = withoutBidiControls(wire.username ?? '');
  const user: User = {
    id: wire.id,
    acct,
    username: username || acct.split('@')[0] || acct,
    display_name: withoutBidiControls(wire.display_name ?? '') || username || acct,
    note_text: source?.note ?? htmlToText(wire.note ?? ''),
    note: wire.note ?? '',
    fields: wire.fields.map(fieldOf),
    emojis: wire.emojis.map(normalizeCustomEmoji),
    avatar,
    avatar_static: wire.avatar_static ?? avatar,
    header: wire.header ?? '',
    following_count: wire.following_count ?? 0,
    followers_count: wire.followers_count ?? 0,
    statuses_count: wire.statuses_count ?? 0,
    created_at: wire.created_at,
    locked: wire.locked ?? false,
    bot: wire.bot ?? false,
    group: wire.group,
    local: pleroma?.is_local ?? !wire.acct.includes('@'),
    ...roleOf(wire),
    url: wire.url,
    ap_id: pleroma?.ap_id ?? wire.uri,
    discoverable: source?.pleroma?.discoverable ?? wire.discoverable,
    last_status_at: wire.last_status_at,
  };
  if (source) {
    // Replaced as a whole by the cache: only built from an answer that carries `source`.
    const own: UserSource = {};
    assignDefined(own, {
      note: source.note,
      fields: source.fields?.map(fieldOf),
      privacy: source.privacy ? normalizeVisibility(source.privacy) : undefined,
      sensitive: source.sensitive,
      language: source.language,
      follow_requests_count: source.follow_requests_count ?? pleroma?.follow_request_count,
      no_rich_text: source.pleroma?.no_rich_text,
      show_role: source.pleroma?.show_role,
      discoverable: source.pleroma?.discoverable,
      actor_type: source.pleroma?.actor_type,
    });
    user.source = own;
  }
  if (pleroma) {
    assignDefined(user, {
      background_image: pleroma.background_image,
      favicon: pleroma.favicon,
      chat_token: pleroma.chat_token,
      relationship: pleroma.relationship ? normalizeRelationship(pleroma.relationship) : undefined,
      allow_following_move: pleroma.allow_following_move,
      hide_follows: pleroma.hide_follows,
      hide_followers: pleroma.hide_followers,
      hide_follows_count: pleroma.hide_follows_count,
      hide_followers_count: pleroma.hide_followers_count,
      hide_favorites: pleroma.hide_favorites,
      tags: pleroma.tags,
      deactivated: pleroma.deactivated,
      notification_settings: pleroma.notification_settings,
      unread_chat_count: pleroma.unread_chat_count,
      accepts_chat_messages: pleroma.accepts_chat_messages,
      accepts_direct_messages_from: dmPolicy(pleroma.accepts_direct_messages_from),
    });
  }
  if (akkoma) {
    const instance = akkoma.instance;
    assignDefined(user, {
      status_ttl_days: akkoma.status_ttl_days,
      permit_followback: akkoma.permit_followback,
      accepts_direct_messages_from: dmPolicy(akkoma.accepts_direct_messages_from) ?? user.accepts_direct_messages_from,
      instance: instance
        ? {
            name: instance.name,
            software: instance.nodeinfo?.software
              ? { name: instance.nodeinfo.software.name, version: instance.nodeinfo.software.version }
              : undefined,
            favicon: instance.favicon,
          }
        : undefined,
      favicon: user.favicon ?? instance?.favicon,
    });
  }
  if (wire.suspended) user.deactivated = true;
  const moved = parseMaybe(AccountSchema, wire.moved);
  if (moved) user.moved = normalizeUser(moved);
  return user;
}

function assignDefined<T extends object>(target: T, values: Partial<T>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  }
}

/** Parse and normalize an untyped account (e.g. from a streaming payload); undefined when unusable. */
export function userFromUnknown(value: unknown): User | undefined {
  const wire = parseMaybe(AccountSchema, value);
  return wire ? normalizeUser(wire) : undefined;
}
