import type { ApiClient } from '../api/client';

/** One sticker pack of /static/stickers.json, with the files its pack.json lists. */
export interface StickerPack {
  name: string;
  title: string;
  tabIcon: string;
  files: { name: string; url: string }[];
}

interface PackJson {
  title?: unknown;
  tabIcon?: unknown;
  files?: unknown;
}

async function loadPack(
  client: Pick<ApiClient, 'instance'>,
  name: string,
  folder: string,
  signal?: AbortSignal,
): Promise<StickerPack | null> {
  const base = folder.endsWith('/') ? folder : `${folder}/`;
  let pack: PackJson;
  try {
    pack = ((await client.instance.staticFile(`${base}pack.json`, { signal })) ?? {}) as PackJson;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn(`Could not load sticker pack ${name}`, error);
    return null;
  }
  const files = Array.isArray(pack.files) ? pack.files.filter((file): file is string => typeof file === 'string') : [];
  const icon = typeof pack.tabIcon === 'string' ? pack.tabIcon : (files[0] ?? '');
  return {
    name,
    title: typeof pack.title === 'string' ? pack.title : name,
    tabIcon: icon ? `${base}${icon}` : '',
    files: files.map((file) => ({ name: file, url: `${base}${file}` })),
  };
}

/**
 * /static/stickers.json (pack name → folder) and each pack's pack.json (spec §7 Startup). A pack whose
 * pack.json fails is logged and left out; a failing index fails the whole load (the caller logs it).
 */
export async function loadStickers(client: Pick<ApiClient, 'instance'>, signal?: AbortSignal): Promise<StickerPack[]> {
  const index = await client.instance.staticFile('/static/stickers.json', { signal });
  if (!index || typeof index !== 'object' || Array.isArray(index)) return [];
  const packs = await Promise.all(
    Object.entries(index as Record<string, unknown>).map(([name, folder]) =>
      typeof folder === 'string' ? loadPack(client, name, folder, signal) : Promise.resolve(null),
    ),
  );
  return packs.filter((pack): pack is StickerPack => pack !== null);
}
