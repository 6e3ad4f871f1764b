import { useQuery } from '@tanstack/react-query';
import type { ApiClient, Capabilities, WireInstance } from '@fedi/shared';

/** Raw instance answer for what the capability object does not carry (attachment count limit, languages). */
export function useInstance(client: ApiClient): WireInstance | undefined {
  return useQuery({
    queryKey: ['composer', 'instance', client.config.baseUrl],
    queryFn: ({ signal }) => client.instance.get({ signal }),
    staleTime: Infinity,
    retry: false,
  }).data;
}

/** Attachment count limit: the instance's max_media_attachments, else Pleroma's usual 4… Akkoma/Mastodon 4. */
export function fileLimitOf(instance: WireInstance | undefined): number {
  const record = instance as (WireInstance & { max_media_attachments?: unknown }) | undefined;
  const configured = record?.configuration?.statuses?.max_media_attachments;
  if (typeof configured === 'number' && configured > 0) return configured;
  if (typeof record?.max_media_attachments === 'number' && record.max_media_attachments > 0) return record.max_media_attachments;
  return 4;
}

/** safeDM: direct posts address only the first mention (Pleroma's safe_dm_mentions). */
export const safeDMOf = (capabilities: Capabilities) => capabilities.features.includes('safe_dm_mentions');
