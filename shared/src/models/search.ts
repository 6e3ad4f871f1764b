import type { WireSearchResults } from '../api_types/misc';
import { normalizeStatus, type Status } from './status';
import { normalizeTag, type Tag } from './tag';
import { normalizeUser, type User } from './user';

/** Search results (spec §3). */
export interface SearchResults {
  accounts: User[];
  statuses: Status[];
  hashtags: Tag[];
}

export function normalizeSearchResults(wire: WireSearchResults): SearchResults {
  return {
    accounts: wire.accounts.map(normalizeUser),
    statuses: wire.statuses.map(normalizeStatus),
    hashtags: wire.hashtags.map(normalizeTag),
  };
}
