import type { WireTag } from '../api_types/tag';

export interface TagHistory {
  day?: string;
  uses: number;
  accounts: number;
}

/** A hashtag (spec §3). Mastodon sends history counts as strings; they become numbers here. */
export interface Tag {
  name: string;
  url: string;
  following?: boolean;
  history: TagHistory[];
}

export function normalizeTag(wire: WireTag): Tag {
  return {
    name: wire.name,
    url: wire.url ?? '',
    ...(wire.following !== undefined ? { following: wire.following } : {}),
    history: wire.history.map((record) => ({
      day: record.day,
      uses: record.uses ?? 0,
      accounts: record.accounts ?? 0,
    })),
  };
}
