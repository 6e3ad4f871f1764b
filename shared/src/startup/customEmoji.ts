import type { ApiClient } from '../api/client';
import type { CustomEmoji } from '../models/emoji';

/**
 * The instance's custom emoji (spec §7 Startup): Pleroma/Akkoma's map (GET /api/v1/pleroma/emoji)
 * first, else Mastodon's list (GET /api/v1/custom_emojis). Entries hidden from the picker are kept
 * (`visible_in_picker: false`); pickers filter them.
 */
export async function loadInstanceEmoji(
  client: Pick<ApiClient, 'instance'>,
  signal?: AbortSignal,
): Promise<CustomEmoji[]> {
  let map: Awaited<ReturnType<ApiClient['instance']['pleromaEmoji']>>;
  try {
    map = await client.instance.pleromaEmoji({ signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return client.instance.customEmojis({ signal });
  }
  return Object.entries(map).map(([shortcode, entry]) => ({
    shortcode,
    url: entry.image_url,
    static_url: entry.image_url,
    visible_in_picker: true,
    ...(entry.tags ? { tags: entry.tags } : {}),
  }));
}
