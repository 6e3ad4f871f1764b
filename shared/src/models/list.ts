import type { WireList } from '../api_types/list';

/** A user list (spec §3). `accountIds` is filled once the members are fetched. */
export interface List {
  id: string;
  title: string;
  replies_policy?: string;
  account_ids?: string[];
}

export function normalizeList(wire: WireList): List {
  return { id: wire.id, title: wire.title, ...(wire.replies_policy ? { replies_policy: wire.replies_policy } : {}) };
}
