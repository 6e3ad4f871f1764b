import { AccountSchema, type WireAccount } from '../api_types/account';
import { parseMaybe } from '../api_types/parse';
import { emojifyHtml } from '../sanitize/emoji';
import { escapeHtml, htmlToText } from '../utils/html';
import { domainToUnicode } from '../utils/punycode';
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
 * A person, normalized from any dialect (spec §3). Fields only some servers send are optional:
 * `undefined` means "not told", which the entity cache never lets overwrite a known value.
 */
export interface User {
  id: string;
  /** `acct`: `name` for local users, `name@domain` for remote ones. */
  acct: string;
  /** screen_name with a punycode domain shown in unicode behind a 🌐 marker. */
  screen_name_ui: string;
  username: string;
  display_name: string;
  name_html: string;
  /** Bio as plain text (the source text when the server gives it). */
  note_text: string;
  note: string;
  fields: UserField[];
  fields_html: UserField[];
  fields_text: UserField[];
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
  role: UserRole;
  rights: { moderator: boolean; admin: boolean };
  default_scope?: Visibility;
  default_nsfw?: boolean;
  no_rich_text?: boolean;
  show_role?: boolean;
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
  follow_requests_count?: number;
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
  moved?: User;
  last_status_at?: string;
}

function roleOf(wire: WireAccount): { role: UserRole; rights: { moderator: boolean; admin: boolean } } {
  let admin = wire.pleroma?.is_admin ?? false;
  let moderator = wire.pleroma?.is_moderator ?? false;
  if (!wire.pleroma) {
    // Mastodon 4 shows staff roles by name on public profiles.
    const names = (wire.roles ?? []).map((role) => (role.name ?? '').toLowerCase());
    admin = names.some((name) => name === 'admin' || name === 'owner');
    moderator = names.includes('moderator');
  }
  return { role: admin ? 'admin' : moderator ? 'moderator' : 'member', rights: { admin, moderator } };
}

/** `name@xn--domain` → `name@🌐domain-in-unicode`; unchanged when no punycode is involved. */
export function screenNameForDisplay(acct: string): string {
  const at = acct.indexOf('@');
  if (at < 0) return acct;
  const domain = acct.slice(at + 1);
  const unicode = domainToUnicode(domain);
  return unicode === domain ? acct : `${acct.slice(0, at)}@🌐${unicode}`;
}

function dmPolicy(value: string | undefined): DirectMessagePolicy | undefined {
  return value === 'everybody' || value === 'people_i_follow' || value === 'nobody' ? value : undefined;
}

/** Wire account (Mastodon, Pleroma, Akkoma or snac) → User. */
export function normalizeUser(wire: WireAccount): User {
  const emoji = wire.emojis.map(normalizeCustomEmoji);
  const name = wire.display_name || wire.username || wire.acct;
  const { pleroma, akkoma, source } = wire;
  const fields = (source?.fields ?? wire.fields).map((field) => ({
    name: field.name,
    value: field.value,
    ...(field.verified_at ? { verified_at: field.verified_at } : {}),
  }));
  const avatar = wire.avatar ?? '';
  const user: User = {
    id: wire.id,
    acct: wire.acct,
    screen_name_ui: screenNameForDisplay(wire.acct),
    username: wire.username || wire.acct.split('@')[0] || wire.acct,
    display_name: name,
    name_html: emojifyHtml(escapeHtml(name), emoji),
    note_text: source?.note ?? htmlToText(wire.note ?? ''),
    note: emojifyHtml(wire.note ?? '', emoji),
    fields,
    fields_html: wire.fields.map((field) => ({
      name: emojifyHtml(escapeHtml(field.name), emoji),
      value: emojifyHtml(field.value, emoji),
      ...(field.verified_at ? { verified_at: field.verified_at } : {}),
    })),
    fields_text: wire.fields.map((field) => ({ name: htmlToText(field.name), value: htmlToText(field.value) })),
    emojis: emoji,
    avatar: avatar,
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
    if (source.privacy) user.default_scope = normalizeVisibility(source.privacy);
    if (source.sensitive !== undefined) user.default_nsfw = source.sensitive;
    if (source.pleroma?.no_rich_text !== undefined) user.no_rich_text = source.pleroma.no_rich_text;
    if (source.pleroma?.show_role !== undefined) user.show_role = source.pleroma.show_role;
    if (source.follow_requests_count !== undefined) user.follow_requests_count = source.follow_requests_count;
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
      follow_requests_count: pleroma.follow_request_count,
      unread_chat_count: pleroma.unread_chat_count,
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
