import type { WireCustomEmoji, WireEmojiReaction } from '../api_types/emoji';

/** Custom emoji attached to an entity. */
export interface CustomEmoji {
  shortcode: string;
  url: string;
  static_url: string;
  visible_in_picker?: boolean;
  category?: string;
  tags?: string[];
}

/** One emoji reaction on a status. `url` is null for unicode emoji. */
export interface EmojiReaction {
  name: string;
  url: string | null;
  count: number;
  me: boolean;
  /** Ids of the accounts that reacted, when the server lists them. */
  account_ids?: string[];
}

export function normalizeCustomEmoji(wire: WireCustomEmoji): CustomEmoji {
  return {
    shortcode: wire.shortcode,
    url: wire.url,
    static_url: wire.static_url ?? wire.url,
    visible_in_picker: wire.visible_in_picker,
    category: wire.category,
    tags: wire.tags,
  };
}

/**
 * Reactions from Pleroma/Akkoma (`pleroma.emoji_reactions`) or snac (`reactions`).
 * Custom emoji reactions are named by shortcode, possibly with colons or a `@domain` suffix.
 */
export function normalizeEmojiReaction(wire: WireEmojiReaction, emojis: readonly CustomEmoji[] = []): EmojiReaction {
  const bare = wire.name.replace(/^:|:$/g, '');
  const known = emojis.find((emoji) => emoji.shortcode === bare);
  const accountIds =
    wire.account_ids ??
    wire.accounts
      ?.map((account) => (account && typeof account === 'object' ? (account as { id?: unknown }).id : undefined))
      .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
      .map(String);
  return {
    name: wire.name,
    url: wire.url ?? wire.static_url ?? known?.url ?? null,
    count: wire.count,
    me: wire.me,
    ...(accountIds ? { account_ids: accountIds } : {}),
  };
}
