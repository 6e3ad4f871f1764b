import type { CustomEmoji } from '@fedi/shared';

export type { StickerPack } from '@fedi/shared';

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

interface CompactEmoji {
  hexcode: string;
  label: string;
  unicode: string;
  group?: number;
  tags?: string[];
}

const GROUPS = [
  'smileys',
  'people',
  'components',
  'animals',
  'food',
  'travel',
  'activities',
  'objects',
  'symbols',
  'flags',
];

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

/** The instance's custom emoji (the shell's startup query, shared with every picker) as picker entries. */
export function pickerCustomEmoji(list: readonly CustomEmoji[]): PickerEmoji[] {
  return list
    .filter((emoji) => emoji.visible_in_picker !== false)
    .map((emoji) => ({
      shortcode: emoji.shortcode,
      replacement: `:${emoji.shortcode}:`,
      imageUrl: emoji.static_url || emoji.url,
      group: emoji.category ?? emoji.tags?.[0] ?? 'custom',
      keywords: `${emoji.shortcode} ${(emoji.tags ?? []).join(' ')}`.toLowerCase(),
    }));
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
  const next = [emoji, ...current.filter((item) => item.replacement !== emoji.replacement)].slice(
    0,
    RECENT_EMOJI_LIMIT,
  );
  try {
    globalThis.localStorage?.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the list just is not kept
  }
  return next;
}

/** Spec §9 MFM function names for autocomplete. */
export const MFM_FUNCTIONS = [
  'bg',
  'blur',
  'bounce',
  'center',
  'fg',
  'flip',
  'font',
  'jelly',
  'jump',
  'position',
  'rainbow',
  'rotate',
  'scale',
  'shake',
  'sparkle',
  'spin',
  'tada',
  'twitch',
  'x2',
  'x3',
  'x4',
];
