import type { RenderCtx } from './context';
import { abs } from './context';

export interface EmojiEntity {
  shortcode: string;
  url: string;
  static_url: string;
  visible_in_picker: boolean;
  category: string;
}

export function renderEmojis(ctx: RenderCtx, codes: readonly string[]): EmojiEntity[] {
  const out: EmojiEntity[] = [];
  for (const c of codes) {
    const e = ctx.store.s.customEmoji.get(c);
    if (!e) continue;
    const url = abs(ctx, e.file) as string;
    out.push({ shortcode: c, url, static_url: url, visible_in_picker: true, category: e.category });
  }
  return out;
}
