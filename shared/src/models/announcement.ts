import type { WireAnnouncement } from '../api_types/announcement';
import { normalizeCustomEmoji, normalizeEmojiReaction, type CustomEmoji, type EmojiReaction } from './emoji';

/** An instance announcement (spec §3). */
export interface Announcement {
  id: string;
  /** The server's HTML, not sanitized; `announcementHtml(announcement)` adds the custom emoji. */
  content: string;
  published_at?: string;
  updated_at?: string;
  starts_at?: string;
  ends_at?: string;
  all_day: boolean;
  read: boolean;
  /** Set on the admin list for announcements not currently shown to users. */
  inactive: boolean;
  emojis: CustomEmoji[];
  reactions: EmojiReaction[];
  pleroma?: { raw_content?: string };
}

export function normalizeAnnouncement(wire: WireAnnouncement): Announcement {
  const emojis = wire.emojis.map(normalizeCustomEmoji);
  const announcement: Announcement = {
    id: wire.id,
    content: wire.content,
    published_at: wire.published_at,
    updated_at: wire.updated_at,
    starts_at: wire.starts_at,
    ends_at: wire.ends_at,
    all_day: wire.all_day ?? false,
    read: wire.read ?? false,
    inactive: false,
    emojis,
    reactions: wire.reactions.map((reaction) => normalizeEmojiReaction(reaction, emojis)),
  };
  if (wire.pleroma) announcement.pleroma = { raw_content: wire.pleroma.raw_content };
  return announcement;
}

/**
 * The admin list merged with the user's list: read state comes from the user list,
 * and admin entries missing from it (not active right now) are marked inactive.
 */
export function mergeAdminAnnouncements(
  admin: readonly Announcement[],
  visible: readonly Announcement[],
): Announcement[] {
  const byId = new Map(visible.map((announcement) => [announcement.id, announcement]));
  return admin.map((announcement) => {
    const shown = byId.get(announcement.id);
    return shown ? { ...announcement, read: shown.read, inactive: false } : { ...announcement, inactive: true };
  });
}
