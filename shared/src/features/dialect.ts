/** Server software families the client speaks to. Anything unknown is treated as Mastodon. */
export type Dialect = 'akkoma' | 'pleroma' | 'mastodon' | 'snac';

const KNOWN: Record<string, Dialect> = {
  akkoma: 'akkoma',
  pleroma: 'pleroma',
  mastodon: 'mastodon',
  snac: 'snac',
  snac2: 'snac',
};

/** Dialect from nodeinfo `software.name`, else from the /api/v1/instance version string. */
export function detectDialect(softwareName: string | undefined, instanceVersion?: string): Dialect {
  const byName = KNOWN[(softwareName ?? '').trim().toLowerCase()];
  if (byName) return byName;
  const version = (instanceVersion ?? '').toLowerCase();
  if (version.includes('akkoma')) return 'akkoma';
  if (version.includes('pleroma')) return 'pleroma';
  if (version.includes('snac')) return 'snac';
  return 'mastodon';
}
