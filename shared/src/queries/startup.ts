import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { useApiClient } from '../cache/apiClientContext';
import type { CustomEmoji } from '../models/emoji';
import { loadInstanceEmoji } from '../startup/customEmoji';
import { loadStickers, type StickerPack } from '../startup/stickers';
import { loadStyles, type ThemeEntry } from '../startup/styles';

type StartupClient = Pick<ApiClient, 'instance' | 'config'>;

/** A startup load whose failure is logged and answers `fallback`: the app goes on (spec §8). */
function logged<T>(what: string, load: (signal: AbortSignal) => Promise<T>, fallback: T) {
  return async ({ signal }: { signal: AbortSignal }): Promise<T> => {
    try {
      return await load(signal);
    } catch (error) {
      if (signal.aborted) throw error;
      console.warn(`Could not load ${what}`, error);
      return fallback;
    }
  };
}

/** Query keys of the startup data, one per server. */
export const startupKeys = {
  customEmoji: (baseUrl: string) => ['startup', 'custom-emoji', baseUrl] as const,
  stickers: (baseUrl: string) => ['startup', 'stickers', baseUrl] as const,
  styles: (baseUrl: string) => ['startup', 'styles', baseUrl] as const,
};

const ONCE = { staleTime: Infinity, gcTime: Infinity } as const;

/** The instance's custom emoji, asked once per server (the shell starts it; pickers read it). */
export const customEmojiQuery = (client: StartupClient) => ({
  queryKey: startupKeys.customEmoji(client.config.baseUrl),
  queryFn: logged<CustomEmoji[]>('custom emoji', (signal) => loadInstanceEmoji(client, signal), []),
  ...ONCE,
});

/** The sticker packs of /static/stickers.json with their pack.json. */
export const stickersQuery = (client: StartupClient) => ({
  queryKey: startupKeys.stickers(client.config.baseUrl),
  queryFn: logged<StickerPack[]>('stickers', (signal) => loadStickers(client, signal), []),
  ...ONCE,
});

/** The themes of /static/styles.json (for the style settings). */
export const stylesQuery = (client: StartupClient) => ({
  queryKey: startupKeys.styles(client.config.baseUrl),
  queryFn: logged<ThemeEntry[]>('styles', (signal) => loadStyles(client, signal), []),
  ...ONCE,
});

/** Starts every startup load that is not cached yet (the shell calls it once per server). */
export function prefetchStartupData(queryClient: QueryClient, client: StartupClient): Promise<void> {
  return Promise.all([
    queryClient.prefetchQuery(customEmojiQuery(client)),
    queryClient.prefetchQuery(stickersQuery(client)),
    queryClient.prefetchQuery(stylesQuery(client)),
  ]).then(() => undefined);
}

/** The instance's custom emoji (empty until loaded or when the server has none). */
export function useInstanceEmoji(options: { enabled?: boolean } = {}): { emoji: CustomEmoji[]; loading: boolean } {
  const query = useQuery({ ...customEmojiQuery(useApiClient()), enabled: options.enabled ?? true });
  return { emoji: query.data ?? [], loading: query.isPending };
}

/** The instance's sticker packs. */
export function useStickers(options: { enabled?: boolean } = {}): { packs: StickerPack[]; loading: boolean } {
  const query = useQuery({ ...stickersQuery(useApiClient()), enabled: options.enabled ?? true });
  return { packs: query.data ?? [], loading: query.isPending };
}

/** The themes the instance offers. */
export function useStyles(): { themes: ThemeEntry[]; loading: boolean } {
  const query = useQuery(stylesQuery(useApiClient()));
  return { themes: query.data ?? [], loading: query.isPending };
}
