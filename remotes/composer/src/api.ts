import type { Capabilities, InstanceConfig } from '@fedi/shared';

/** Attachment count limit: the instance's max_media_attachments (from the shell's instance data), else 4. */
export function fileLimitOf(config: Pick<InstanceConfig, 'maxMediaAttachments'>): number {
  return config.maxMediaAttachments ?? 4;
}

/** safeDM: direct posts address only the first mention (Pleroma's safe_dm_mentions). */
export const safeDMOf = (capabilities: Capabilities) => capabilities.features.includes('safe_dm_mentions');
