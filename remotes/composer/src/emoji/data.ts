import type { ApiClient } from '@fedi/shared';

/** One pickable emoji: unicode (replacement is the character) or custom (replacement is :shortcode:). */
export interface PickerEmoji {
  /** Shortcode without colons. */
  shortcode: string;
  /** Text put into the post. */
  replacement: string;
  /** Image for custom emoji; undefined for unicode. */
  imageUrl?: string;
  group: string;
  /** Words matched by search (label, tags). */
  keywords: string;
}

export interface StickerPack {
  name: string;
  title: string;
  tabIcon: string;
  files: { name: string; url: string }[];
}

interface CompactEmoji {
  hexcode: string;
  label: string;
  unicode: string;
  group?: number;
  tags?: string[];
}

const GROUPS = ['smileys', 'people', 'components', 'animals', 'food', 'travel', 'activities', 'objects', 'symbols', 'flags'];

/** Unicode emoji from emojibase-data (a separate chunk, fetched when the picker or autocomplete first needs it). */
export async function loadUnicodeEmoji(): Promise<PickerEmoji[]> {
  const [compact, shortcodes] = await Promise.all([
    import(/* webpackChunkName: "emoji-data" */ 'emojibase-data/en/compact.json'),
    import(/* webpackChunkName: "emoji-shortcodes" */ 'emojibase-data/en/shortcodes/github.json'),
  ]);
  const list = ((compact as { default?: unknown }).default ?? compact) as CompactEmoji[];
  const codes = ((shortcodes as { default?: unknown }).default ?? shortcodes) as Record<string, string | string[]>;
  const out: PickerEmoji[] = [];
  for (const emoji of list) {
    if (emoji.group === undefined || emoji.group === 2) continue; // skin-tone components and regional indicators
    const code = codes[emoji.hexcode];
    const shortcode = (Array.isArray(code) ? code[0] : code) ?? emoji.label.replace(/\W+/g, '_').toLowerCase();
    out.push({
      shortcode,
      replacement: emoji.unicode,
      group: GROUPS[emoji.group] ?? 'symbols',
      keywords: `${shortcode} ${emoji.label} ${(emoji.tags ?? []).join(' ')}`.toLowerCase(),
    });
  }
  return out;
}

/** Custom emoji: Pleroma's map first, else Mastodon's list. */
export async function loadCustomEmoji(client: ApiClient, signal?: AbortSignal): Promise<PickerEmoji[]> {
  try {
    const map = await client.instance.pleromaEmoji({ signal });
    return Object.entries(map).map(([shortcode, value]) => {
      const entry = value as { image_url?: string; tags?: string[] };
      const tags = entry.tags ?? [];
      return {
        shortcode,
        replacement: `:${shortcode}:`,
        imageUrl: entry.image_url ?? '',
        group: tags[0] ?? 'custom',
        keywords: `${shortcode} ${tags.join(' ')}`.toLowerCase(),
      };
    });
  } catch {
    const list = await client.instance.customEmojis({ signal });
    return list
      .filter((emoji) => emoji.visible_in_picker !== false)
      .map((emoji) => ({
        shortcode: emoji.shortcode,
        replacement: `:${emoji.shortcode}:`,
        imageUrl: emoji.static_url || emoji.url,
        group: emoji.category ?? 'custom',
        keywords: `${emoji.shortcode} ${(emoji.tags ?? []).join(' ')}`.toLowerCase(),
      }));
  }
}

/** /static/stickers.json (pack name → folder) and each pack's pack.json. A missing index means no stickers. */
export async function loadStickers(client: ApiClient, signal?: AbortSignal): Promise<StickerPack[]> {
  let index: unknown;
  try {
    index = await client.instance.staticFile('/static/stickers.json', { signal });
  } catch {
    return [];
  }
  if (!index || typeof index !== 'object') return [];
  const packs = await Promise.all(
    Object.entries(index as Record<string, unknown>).map(async ([name, folder]) => {
      if (typeof folder !== 'string') return null;
      const base = folder.endsWith('/') ? folder : `${folder}/`;
      try {
        const pack = (await client.instance.staticFile(`${base}pack.json`, { signal })) as {
          title?: string;
          tabIcon?: string;
          files?: unknown;
        };
        const files = Array.isArray(pack.files) ? pack.files.filter((f): f is string => typeof f === 'string') : [];
        return {
          name,
          title: pack.title ?? name,
          tabIcon: `${base}${pack.tabIcon ?? files[0] ?? ''}`,
          files: files.map((file) => ({ name: file, url: `${base}${file}` })),
        } satisfies StickerPack;
      } catch {
        return null;
      }
    }),
  );
  return packs.filter((pack): pack is StickerPack => pack !== null);
}

// ---- recent emoji (spec §9: 42, kept locally) ----

export const RECENT_EMOJI_LIMIT = 42;
const RECENT_KEY = 'fedi:composer:recent-emoji';

export function readRecentEmoji(): PickerEmoji[] {
  try {
    const parsed = JSON.parse(globalThis.localStorage?.getItem(RECENT_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as PickerEmoji[]).slice(0, RECENT_EMOJI_LIMIT) : [];
  } catch {
    return [];
  }
}

/**
 * Puts an emoji first in the recent list (at most 42). Emoji without display text and remote emoji
 * (shortcode with @) are not tracked (spec §5 Autocomplete).
 */
export function rememberEmoji(emoji: PickerEmoji): PickerEmoji[] {
  const current = readRecentEmoji();
  if (!emoji.replacement || emoji.shortcode.includes('@')) return current;
  const next = [emoji, ...current.filter((item) => item.replacement !== emoji.replacement)].slice(0, RECENT_EMOJI_LIMIT);
  try {
    globalThis.localStorage?.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the list just is not kept
  }
  return next;
}

/** Spec §9 MFM function names for autocomplete. */
export const MFM_FUNCTIONS = [
  'bg', 'blur', 'bounce', 'center', 'fg', 'flip', 'font', 'jelly', 'jump', 'position', 'rainbow', 'rotate', 'scale', 'shake',
  'sparkle', 'spin', 'tada', 'twitch', 'x2', 'x3', 'x4',
];
